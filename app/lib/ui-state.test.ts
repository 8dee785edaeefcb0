import { describe, expect, it } from "vitest";
import { initialUiState, withOverlayClosed, withOverlayOpened, type Overlay } from "./ui-state";

// 000 §2 Layout (last bullet), 001 §2 Screen-state defaults.
describe("overlay rules", () => {
  const menuAndSearchOpen = withOverlayOpened(withOverlayOpened(initialUiState, "mobileMenu"), "searchDropdown");

  it.each<Overlay>(["cart", "wishlist", "login", "countrySelector"])("opening %s closes the mobile menu and search dropdown", (overlay) => {
    const next = withOverlayOpened(menuAndSearchOpen, overlay);
    expect(next.open[overlay]).toBe(true);
    expect(next.open.mobileMenu).toBe(false);
    expect(next.open.searchDropdown).toBe(false);
  });

  it("opening the verification modal closes the cart sidebar", () => {
    const next = withOverlayOpened(withOverlayOpened(initialUiState, "cart"), "verification");
    expect(next.open.cart).toBe(false);
    expect(next.open.verification).toBe(true);
  });

  it("the login modal opens on the login screen by default, on another when asked, and resets on close", () => {
    expect(initialUiState.loginScreen).toBe("login");
    const register = withOverlayOpened(initialUiState, "login", { screen: "register" });
    expect(register.loginScreen).toBe("register");
    expect(withOverlayClosed(register, "login").loginScreen).toBe("login");
  });

  it("closing an overlay that is closed keeps the same state, so no subscriber renders again", () => {
    expect(withOverlayClosed(initialUiState, "searchDropdown")).toBe(initialUiState);
    expect(withOverlayClosed(initialUiState, "login")).toBe(initialUiState);
    const cartOpen = withOverlayOpened(initialUiState, "cart");
    expect(withOverlayClosed(cartOpen, "cart")).not.toBe(cartOpen);
  });

  it("opening the search dropdown leaves the other overlays alone", () => {
    const next = withOverlayOpened(withOverlayOpened(initialUiState, "mobileMenu"), "searchDropdown");
    expect(next.open.mobileMenu).toBe(true);
  });
});
