//! Generates a light/dark theme from one brand colour.

use colorspace::{Hsl, Rgb};
use contrast::passes_aa;

#[derive(Debug, Clone, PartialEq)]
pub struct Theme {
    pub primary: Rgb,
    pub on_primary: Rgb,
    pub surface: Rgb,
    pub accent: Rgb,
}

const WHITE: Rgb = Rgb(255, 255, 255);
const BLACK: Rgb = Rgb(0, 0, 0);

/// The text colour (black or white) that reads best on bg.
pub fn text_on(bg: Rgb) -> Rgb {
    if contrast::ratio(WHITE, bg) >= contrast::ratio(BLACK, bg) {
        WHITE
    } else {
        BLACK
    }
}

pub fn light(brand: Rgb) -> Theme {
    let hsl = brand.to_hsl();
    let surface = Hsl {
        s: hsl.s * 0.2,
        l: 0.97,
        ..hsl
    }
    .to_rgb();
    let accent = Hsl {
        h: (hsl.h + 180.0) % 360.0,
        ..hsl
    }
    .to_rgb();
    Theme {
        primary: brand,
        on_primary: text_on(brand),
        surface,
        accent,
    }
}

pub fn dark(brand: Rgb) -> Theme {
    let hsl = brand.to_hsl();
    let primary = hsl.lighten(0.15).to_rgb();
    let surface = Hsl {
        s: hsl.s * 0.15,
        l: 0.1,
        ..hsl
    }
    .to_rgb();
    let accent = Hsl {
        h: (hsl.h + 180.0) % 360.0,
        ..hsl
    }
    .lighten(0.1)
    .to_rgb();
    Theme {
        primary,
        on_primary: text_on(primary),
        surface,
        accent,
    }
}

/// CSS custom properties for a theme.
pub fn css(name: &str, t: &Theme) -> String {
    format!(
        ".theme-{name} {{\n  --primary: {};\n  --on-primary: {};\n  --surface: {};\n  --accent: {};\n}}\n",
        t.primary.to_hex(),
        t.on_primary.to_hex(),
        t.surface.to_hex(),
        t.accent.to_hex()
    )
}

/// Whether the theme's text is readable.
pub fn accessible(t: &Theme) -> bool {
    passes_aa(t.on_primary, t.primary, false)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn text_on_dark_is_white() {
        assert_eq!(text_on(Rgb(20, 20, 60)), WHITE);
    }

    #[test]
    fn text_on_light_is_black() {
        assert_eq!(text_on(Rgb(250, 240, 200)), BLACK);
    }

    #[test]
    fn light_keeps_brand() {
        assert_eq!(light(Rgb(0, 102, 204)).primary, Rgb(0, 102, 204));
    }
}
