import { describe, expect, it } from "vitest";
import { sniffImageType } from "./files";

// Issue 14: the sandbox capture accepts JPEG, PNG and WebP by their first bytes, whatever the
// Content-Type or file name says.
describe("sniffImageType (type by magic bytes)", () => {
  const bytes = (...values: Array<number | string>) => Buffer.concat(values.map((v) => (typeof v === "string" ? Buffer.from(v, "latin1") : Buffer.from([v]))));

  it("recognises JPEG, PNG and WebP", () => {
    expect(sniffImageType(bytes(0xff, 0xd8, 0xff, 0xe1, 0, 0))).toBe("image/jpeg");
    expect(sniffImageType(bytes(0x89, "PNG\r\n", 0x1a, "\n", 0, 0, 0, 13))).toBe("image/png");
    expect(sniffImageType(bytes("RIFF", 0x10, 0, 0, 0, "WEBPVP8L"))).toBe("image/webp");
  });

  it("refuses other formats, truncated signatures and look-alikes", () => {
    expect(sniffImageType(bytes("GIF89a", 1, 0, 1, 0))).toBeNull();
    expect(sniffImageType(bytes("%PDF-1.7"))).toBeNull();
    expect(sniffImageType(bytes("<svg xmlns='http://www.w3.org/2000/svg'/>"))).toBeNull();
    expect(sniffImageType(bytes("RIFF", 0x10, 0, 0, 0, "WAVEfmt "))).toBeNull(); // a RIFF that is audio
    expect(sniffImageType(bytes(0xff, 0xd8))).toBeNull();
    expect(sniffImageType(bytes(0x89, "PNG"))).toBeNull();
    expect(sniffImageType(new Uint8Array(0))).toBeNull();
  });
});
