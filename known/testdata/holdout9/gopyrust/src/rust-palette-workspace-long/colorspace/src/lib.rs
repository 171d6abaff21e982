//! RGB, HSL and hex colour conversions.

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Rgb(pub u8, pub u8, pub u8);

#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Hsl {
    pub h: f64,
    pub s: f64,
    pub l: f64,
}

impl Rgb {
    pub fn to_hsl(self) -> Hsl {
        let (r, g, b) = (
            self.0 as f64 / 255.0,
            self.1 as f64 / 255.0,
            self.2 as f64 / 255.0,
        );
        let max = r.max(g).max(b);
        let min = r.min(g).min(b);
        let l = (max + min) / 2.0;
        if max == min {
            return Hsl { h: 0.0, s: 0.0, l };
        }
        let d = max - min;
        let s = if l > 0.5 {
            d / (2.0 - max - min)
        } else {
            d / (max + min)
        };
        let h = if max == r {
            (g - b) / d + if g < b { 6.0 } else { 0.0 }
        } else if max == g {
            (b - r) / d + 2.0
        } else {
            (r - g) / d + 4.0
        };
        Hsl { h: h * 60.0, s, l }
    }

    pub fn to_hex(self) -> String {
        format!("#{:02x}{:02x}{:02x}", self.0, self.1, self.2)
    }

    pub fn from_hex(s: &str) -> Option<Rgb> {
        let s = s.strip_prefix('#')?;
        if s.len() != 6 {
            return None;
        }
        let v = u32::from_str_radix(s, 16).ok()?;
        Some(Rgb((v >> 16) as u8, (v >> 8) as u8, v as u8))
    }
}

impl Hsl {
    pub fn to_rgb(self) -> Rgb {
        fn hue(p: f64, q: f64, mut t: f64) -> f64 {
            if t < 0.0 {
                t += 1.0;
            }
            if t > 1.0 {
                t -= 1.0;
            }
            if t < 1.0 / 6.0 {
                p + (q - p) * 6.0 * t
            } else if t < 0.5 {
                q
            } else if t < 2.0 / 3.0 {
                p + (q - p) * (2.0 / 3.0 - t) * 6.0
            } else {
                p
            }
        }
        let to8 = |x: f64| (x * 255.0).round() as u8;
        if self.s == 0.0 {
            return Rgb(to8(self.l), to8(self.l), to8(self.l));
        }
        let q = if self.l < 0.5 {
            self.l * (1.0 + self.s)
        } else {
            self.l + self.s - self.l * self.s
        };
        let p = 2.0 * self.l - q;
        let h = self.h / 360.0;
        Rgb(
            to8(hue(p, q, h + 1.0 / 3.0)),
            to8(hue(p, q, h)),
            to8(hue(p, q, h - 1.0 / 3.0)),
        )
    }

    pub fn lighten(self, amount: f64) -> Hsl {
        Hsl {
            l: (self.l + amount).clamp(0.0, 1.0),
            ..self
        }
    }
}

#[cfg(test)]
mod hsl_round_trip {
    use super::*;

    macro_rules! round_trip {
        ($($name:ident: ($r:expr, $g:expr, $b:expr),)*) => {$(
            #[test]
            fn $name() {
                let c = Rgb($r, $g, $b);
                assert_eq!(c.to_hsl().to_rgb(), c);
            }
        )*};
    }

    round_trip! {
    black: (0, 0, 0),
    white: (255, 255, 255),
    red: (255, 0, 0),
    lime: (0, 255, 0),
    blue: (0, 0, 255),
    yellow: (255, 255, 0),
    cyan: (0, 255, 255),
    magenta: (255, 0, 255),
    silver: (192, 192, 192),
    gray: (128, 128, 128),
    maroon: (128, 0, 0),
    olive: (128, 128, 0),
    green: (0, 128, 0),
    purple: (128, 0, 128),
    teal: (0, 128, 128),
    navy: (0, 0, 128),
    orange: (255, 165, 0),
    gold: (255, 215, 0),
    coral: (255, 127, 80),
    salmon: (250, 128, 114),
    tomato: (255, 99, 71),
    crimson: (220, 20, 60),
    indigo: (75, 0, 130),
    violet: (238, 130, 238),
    orchid: (218, 112, 214),
    plum: (221, 160, 221),
    khaki: (240, 230, 140),
    tan: (210, 180, 140),
    sienna: (160, 82, 45),
    chocolate: (210, 105, 30),
    peru: (205, 133, 63),
    wheat: (245, 222, 179),
    beige: (245, 245, 220),
    ivory: (255, 255, 240),
    lavender: (230, 230, 250),
    azure: (240, 255, 255),
    turquoise: (64, 224, 208),
    aquamarine: (127, 255, 212),
    skyblue: (135, 206, 235),
    steelblue: (70, 130, 180),
    royalblue: (65, 105, 225),
    slategray: (112, 128, 144),
    seagreen: (46, 139, 87),
    forestgreen: (34, 139, 34),
    chartreuse: (127, 255, 0),
    firebrick: (178, 34, 34),
    hotpink: (255, 105, 180),
    deeppink: (255, 20, 147),
    goldenrod: (218, 165, 32),
    darkorange: (255, 140, 0),
    }
}

#[cfg(test)]
mod hex {
    use super::*;

    macro_rules! hex {
        ($($name:ident: ($s:expr, ($r:expr, $g:expr, $b:expr)),)*) => {$(
            #[test]
            fn $name() {
                assert_eq!(Rgb::from_hex($s), Some(Rgb($r, $g, $b)));
                assert_eq!(Rgb($r, $g, $b).to_hex(), $s);
            }
        )*};
    }

    hex! {
    black: ("#000000", (0, 0, 0)),
    white: ("#ffffff", (255, 255, 255)),
    red: ("#ff0000", (255, 0, 0)),
    lime: ("#00ff00", (0, 255, 0)),
    blue: ("#0000ff", (0, 0, 255)),
    yellow: ("#ffff00", (255, 255, 0)),
    cyan: ("#00ffff", (0, 255, 255)),
    magenta: ("#ff00ff", (255, 0, 255)),
    silver: ("#c0c0c0", (192, 192, 192)),
    gray: ("#808080", (128, 128, 128)),
    maroon: ("#800000", (128, 0, 0)),
    olive: ("#808000", (128, 128, 0)),
    green: ("#008000", (0, 128, 0)),
    purple: ("#800080", (128, 0, 128)),
    teal: ("#008080", (0, 128, 128)),
    navy: ("#000080", (0, 0, 128)),
    orange: ("#ffa500", (255, 165, 0)),
    gold: ("#ffd700", (255, 215, 0)),
    coral: ("#ff7f50", (255, 127, 80)),
    salmon: ("#fa8072", (250, 128, 114)),
    tomato: ("#ff6347", (255, 99, 71)),
    crimson: ("#dc143c", (220, 20, 60)),
    indigo: ("#4b0082", (75, 0, 130)),
    violet: ("#ee82ee", (238, 130, 238)),
    orchid: ("#da70d6", (218, 112, 214)),
    plum: ("#dda0dd", (221, 160, 221)),
    khaki: ("#f0e68c", (240, 230, 140)),
    tan: ("#d2b48c", (210, 180, 140)),
    sienna: ("#a0522d", (160, 82, 45)),
    chocolate: ("#d2691e", (210, 105, 30)),
    peru: ("#cd853f", (205, 133, 63)),
    wheat: ("#f5deb3", (245, 222, 179)),
    beige: ("#f5f5dc", (245, 245, 220)),
    ivory: ("#fffff0", (255, 255, 240)),
    lavender: ("#e6e6fa", (230, 230, 250)),
    azure: ("#f0ffff", (240, 255, 255)),
    turquoise: ("#40e0d0", (64, 224, 208)),
    aquamarine: ("#7fffd4", (127, 255, 212)),
    skyblue: ("#87ceeb", (135, 206, 235)),
    steelblue: ("#4682b4", (70, 130, 180)),
    royalblue: ("#4169e1", (65, 105, 225)),
    slategray: ("#708090", (112, 128, 144)),
    seagreen: ("#2e8b57", (46, 139, 87)),
    forestgreen: ("#228b22", (34, 139, 34)),
    chartreuse: ("#7fff00", (127, 255, 0)),
    firebrick: ("#b22222", (178, 34, 34)),
    hotpink: ("#ff69b4", (255, 105, 180)),
    deeppink: ("#ff1493", (255, 20, 147)),
    goldenrod: ("#daa520", (218, 165, 32)),
    darkorange: ("#ff8c00", (255, 140, 0)),
    }

    #[test]
    fn bad_hex() {
        for s in ["", "#", "#12345", "123456", "#12345g"] {
            assert_eq!(Rgb::from_hex(s), None, "{s:?}");
        }
    }
}

#[cfg(test)]
mod lighten {
    use super::*;

    macro_rules! lighten_stays_in_range {
        ($($name:ident: ($r:expr, $g:expr, $b:expr),)*) => {$(
            #[test]
            fn $name() {
                let hsl = Rgb($r, $g, $b).to_hsl();
                for step in [-1.0, -0.25, 0.0, 0.25, 1.0] {
                    let l = hsl.lighten(step).l;
                    assert!((0.0..=1.0).contains(&l), "lighten({step}) gave l = {l}");
                }
            }
        )*};
    }

    lighten_stays_in_range! {
        black: (0, 0, 0),
        white: (255, 255, 255),
        red: (255, 0, 0),
        lime: (0, 255, 0),
        blue: (0, 0, 255),
        yellow: (255, 255, 0),
        cyan: (0, 255, 255),
        magenta: (255, 0, 255),
        silver: (192, 192, 192),
        gray: (128, 128, 128),
        maroon: (128, 0, 0),
        olive: (128, 128, 0),
        green: (0, 128, 0),
        purple: (128, 0, 128),
        teal: (0, 128, 128),
        navy: (0, 0, 128),
        orange: (255, 165, 0),
        gold: (255, 215, 0),
        coral: (255, 127, 80),
        salmon: (250, 128, 114),
        tomato: (255, 99, 71),
        crimson: (220, 20, 60),
        indigo: (75, 0, 130),
        violet: (238, 130, 238),
        orchid: (218, 112, 214),
        plum: (221, 160, 221),
        khaki: (240, 230, 140),
        tan: (210, 180, 140),
        sienna: (160, 82, 45),
        chocolate: (210, 105, 30),
        peru: (205, 133, 63),
        wheat: (245, 222, 179),
        beige: (245, 245, 220),
        ivory: (255, 255, 240),
        lavender: (230, 230, 250),
        azure: (240, 255, 255),
        turquoise: (64, 224, 208),
        aquamarine: (127, 255, 212),
        skyblue: (135, 206, 235),
        steelblue: (70, 130, 180),
        royalblue: (65, 105, 225),
        slategray: (112, 128, 144),
        seagreen: (46, 139, 87),
        forestgreen: (34, 139, 34),
        chartreuse: (127, 255, 0),
        firebrick: (178, 34, 34),
        hotpink: (255, 105, 180),
        deeppink: (255, 20, 147),
        goldenrod: (218, 165, 32),
        darkorange: (255, 140, 0),
    }
}
