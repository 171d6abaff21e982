//! WCAG 2.1 contrast ratios.

use colorspace::Rgb;

fn channel(c: u8) -> f64 {
    let c = c as f64 / 255.0;
    if c <= 0.03928 {
        c / 12.92
    } else {
        ((c + 0.055) / 1.055).powf(2.4)
    }
}

pub fn luminance(c: Rgb) -> f64 {
    0.2126 * channel(c.0) + 0.7152 * channel(c.1) + 0.0722 * channel(c.2)
}

pub fn ratio(a: Rgb, b: Rgb) -> f64 {
    let (la, lb) = (luminance(a), luminance(b));
    let (hi, lo) = if la > lb { (la, lb) } else { (lb, la) };
    (hi + 0.05) / (lo + 0.05)
}

/// Whether text of colour fg on bg meets WCAG AA (4.5:1, or 3:1 for large text).
pub fn passes_aa(fg: Rgb, bg: Rgb, large: bool) -> bool {
    ratio(fg, bg) >= if large { 3.0 } else { 4.5 }
}

#[cfg(test)]
mod tests {
    use super::*;

    macro_rules! on_white {
        ($($name:ident: (($r:expr, $g:expr, $b:expr), $want:expr),)*) => {$(
            #[test]
            fn $name() {
                let got = ratio(Rgb($r, $g, $b), Rgb(255, 255, 255));
                assert!((got - $want).abs() < 0.01, "ratio {got:.3}, want {}", $want);
            }
        )*};
    }

    on_white! {
    on_white_black: ((0, 0, 0), 21.00),
    on_white_white: ((255, 255, 255), 1.00),
    on_white_red: ((255, 0, 0), 4.00),
    on_white_lime: ((0, 255, 0), 1.37),
    on_white_blue: ((0, 0, 255), 8.59),
    on_white_yellow: ((255, 255, 0), 1.07),
    on_white_cyan: ((0, 255, 255), 1.25),
    on_white_magenta: ((255, 0, 255), 3.14),
    on_white_silver: ((192, 192, 192), 1.82),
    on_white_gray: ((128, 128, 128), 3.95),
    on_white_maroon: ((128, 0, 0), 10.95),
    on_white_olive: ((128, 128, 0), 4.20),
    on_white_green: ((0, 128, 0), 5.14),
    on_white_purple: ((128, 0, 128), 9.42),
    on_white_teal: ((0, 128, 128), 4.77),
    on_white_navy: ((0, 0, 128), 16.01),
    on_white_orange: ((255, 165, 0), 1.97),
    on_white_gold: ((255, 215, 0), 1.40),
    on_white_coral: ((255, 127, 80), 2.50),
    on_white_salmon: ((250, 128, 114), 2.50),
    on_white_tomato: ((255, 99, 71), 2.95),
    on_white_crimson: ((220, 20, 60), 4.99),
    on_white_indigo: ((75, 0, 130), 12.95),
    on_white_violet: ((238, 130, 238), 2.32),
    on_white_orchid: ((218, 112, 214), 2.89),
    on_white_plum: ((221, 160, 221), 2.07),
    on_white_khaki: ((240, 230, 140), 1.28),
    on_white_tan: ((210, 180, 140), 1.97),
    on_white_sienna: ((160, 82, 45), 5.62),
    on_white_chocolate: ((210, 105, 30), 3.63),
    on_white_peru: ((205, 133, 63), 2.99),
    on_white_wheat: ((245, 222, 179), 1.31),
    on_white_beige: ((245, 245, 220), 1.11),
    on_white_ivory: ((255, 255, 240), 1.01),
    on_white_lavender: ((230, 230, 250), 1.23),
    on_white_azure: ((240, 255, 255), 1.03),
    on_white_turquoise: ((64, 224, 208), 1.64),
    on_white_aquamarine: ((127, 255, 212), 1.22),
    on_white_skyblue: ((135, 206, 235), 1.74),
    on_white_steelblue: ((70, 130, 180), 4.11),
    on_white_royalblue: ((65, 105, 225), 4.85),
    on_white_slategray: ((112, 128, 144), 4.05),
    on_white_seagreen: ((46, 139, 87), 4.25),
    on_white_forestgreen: ((34, 139, 34), 4.39),
    on_white_chartreuse: ((127, 255, 0), 1.30),
    on_white_firebrick: ((178, 34, 34), 6.68),
    on_white_hotpink: ((255, 105, 180), 2.65),
    on_white_deeppink: ((255, 20, 147), 3.64),
    on_white_goldenrod: ((218, 165, 32), 2.24),
    on_white_darkorange: ((255, 140, 0), 2.33),
    }

    #[test]
    fn symmetric() {
        let (a, b) = (Rgb(10, 20, 30), Rgb(200, 100, 50));
        assert_eq!(ratio(a, b), ratio(b, a));
    }

    #[test]
    fn black_on_white_is_21() {
        assert!((ratio(Rgb(0, 0, 0), Rgb(255, 255, 255)) - 21.0).abs() < 1e-9);
    }
}

#[cfg(test)]
mod aa_black_text {
    use super::*;

    macro_rules! black_text {
        ($($name:ident: (($r:expr, $g:expr, $b:expr), $want:expr),)*) => {$(
            #[test]
            fn $name() {
                assert_eq!(passes_aa(Rgb(0, 0, 0), Rgb($r, $g, $b), false), $want);
            }
        )*};
    }

    black_text! {
        black: ((0, 0, 0), false),
        white: ((255, 255, 255), true),
        red: ((255, 0, 0), true),
        lime: ((0, 255, 0), true),
        blue: ((0, 0, 255), false),
        yellow: ((255, 255, 0), true),
        cyan: ((0, 255, 255), true),
        magenta: ((255, 0, 255), true),
        silver: ((192, 192, 192), true),
        gray: ((128, 128, 128), true),
        maroon: ((128, 0, 0), false),
        olive: ((128, 128, 0), true),
        green: ((0, 128, 0), false),
        purple: ((128, 0, 128), false),
        teal: ((0, 128, 128), false),
        navy: ((0, 0, 128), false),
        orange: ((255, 165, 0), true),
        gold: ((255, 215, 0), true),
        coral: ((255, 127, 80), true),
        salmon: ((250, 128, 114), true),
        tomato: ((255, 99, 71), true),
        crimson: ((220, 20, 60), false),
        indigo: ((75, 0, 130), false),
        violet: ((238, 130, 238), true),
        orchid: ((218, 112, 214), true),
        plum: ((221, 160, 221), true),
        khaki: ((240, 230, 140), true),
        tan: ((210, 180, 140), true),
        sienna: ((160, 82, 45), false),
        chocolate: ((210, 105, 30), true),
        peru: ((205, 133, 63), true),
        wheat: ((245, 222, 179), true),
        beige: ((245, 245, 220), true),
        ivory: ((255, 255, 240), true),
        lavender: ((230, 230, 250), true),
        azure: ((240, 255, 255), true),
        turquoise: ((64, 224, 208), true),
        aquamarine: ((127, 255, 212), true),
        skyblue: ((135, 206, 235), true),
        steelblue: ((70, 130, 180), true),
        royalblue: ((65, 105, 225), false),
        slategray: ((112, 128, 144), true),
        seagreen: ((46, 139, 87), true),
        forestgreen: ((34, 139, 34), true),
        chartreuse: ((127, 255, 0), true),
        firebrick: ((178, 34, 34), false),
        hotpink: ((255, 105, 180), true),
        deeppink: ((255, 20, 147), true),
        goldenrod: ((218, 165, 32), true),
        darkorange: ((255, 140, 0), true),
    }
}
