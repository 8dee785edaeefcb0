import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  // BUILD_DIR lets parallel test runs build into folders of their own.
  buildDirectory: process.env.BUILD_DIR || "build",
} satisfies Config;
