import Config

/// The stylesheet Puente makes from `site.yml` (`assets/site.css`): the accent colours as the theme's custom
/// properties, and the rules that show the logo of the reader's colour scheme. A file, not a `style` attribute or
/// element, so the pages' CSP (`style-src 'self'`) holds; linked after the theme's stylesheet.
public enum SiteCSS {
    /// Its path under `Theme/assets/` (published as `assets/site.css`).
    public static let assetName = "site.css"

    /// The built-in accents a colour left unset keeps (`--pu-accent` in style.css).
    static let defaultAccent = (light: "#0b5cad", dark: "#79b8ff")

    /// Whether `config` needs the stylesheet: it sets a colour or a logo.
    public static func isNeeded(_ config: SiteConfig) -> Bool {
        !config.colors.isEmpty || config.logo != nil
    }

    /// The stylesheet's text, or nil when nothing needs it.
    public static func css(for config: SiteConfig) -> String? {
        guard isNeeded(config) else { return nil }
        var css = "/* Made by Puente from Content/site.yml (colors, logo); edit site.yml, not this file. */\n"
        if !config.colors.isEmpty {
            let light = config.colors.accent ?? defaultAccent.light
            let dark = config.colors.accentDark ?? defaultAccent.dark
            // Hover darker in light, lighter in dark, so it keeps at least the accent's contrast; the soft
            // tint (current item, badges) is the accent faintly over the page's background.
            css += """
                :root {
                  --pu-accent: light-dark(\(light), \(dark));
                  --pu-focus: light-dark(\(light), \(dark));
                  --pu-accent-hover: light-dark(color-mix(in srgb, \(light) 78%, #000000), \
                color-mix(in srgb, \(dark) 70%, #ffffff));
                  --pu-accent-soft: light-dark(color-mix(in srgb, \(light) 10%, #ffffff), \
                color-mix(in srgb, \(dark) 18%, #111418));
                }

                """
        }
        if let logo = config.logo {
            css += """
                .site-logo { display: inline-block; height: 2rem; width: auto; margin-inline-end: 0.5rem; \
                vertical-align: middle; }

                """
            if logo.dark != nil {
                // The scheme is the system's unless the reader chose one (data-theme, set by assets/theme.js).
                css += """
                    .site-logo-dark { display: none; }
                    @media (prefers-color-scheme: dark) {
                      :root:not([data-theme="light"]) .site-logo-light { display: none; }
                      :root:not([data-theme="light"]) .site-logo-dark { display: inline-block; }
                    }
                    :root[data-theme="dark"] .site-logo-light { display: none; }
                    :root[data-theme="dark"] .site-logo-dark { display: inline-block; }

                    """
            }
        }
        return css
    }
}
