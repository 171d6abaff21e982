//! Shared types.

/// A vehicle id.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct VehicleId(pub u32);

/// Scales `v` by `num/den`, rounding down.
pub fn scale(v: u64, num: u64, den: u64) -> u64 {
    v * num / den
}

#[cfg(test)]
mod tests {
    use super::*;
    macro_rules! scale_cases {
        ($($name:ident: $v:expr, $n:expr, $d:expr => $want:expr;)*) => {
            $(#[test] fn $name() { assert_eq!(scale($v, $n, $d), $want); })*
        };
    }
    scale_cases! {
        scale_01: 10, 3, 2 => 15;
        scale_02: 20, 3, 2 => 30;
        scale_03: 30, 3, 2 => 45;
        scale_04: 40, 3, 2 => 60;
        scale_05: 50, 3, 2 => 75;
        scale_06: 60, 3, 2 => 90;
        scale_07: 70, 3, 2 => 105;
        scale_08: 80, 3, 2 => 120;
        scale_09: 90, 3, 2 => 135;
        scale_10: 100, 3, 2 => 150;
        scale_11: 110, 3, 2 => 165;
        scale_12: 120, 3, 2 => 180;
        scale_13: 130, 3, 2 => 195;
        scale_14: 140, 3, 2 => 210;
        scale_15: 150, 3, 2 => 225;
        scale_16: 160, 3, 2 => 240;
        scale_17: 170, 3, 2 => 255;
        scale_18: 180, 3, 2 => 270;
        scale_19: 190, 3, 2 => 285;
        scale_20: 200, 3, 2 => 300;
        scale_21: 210, 3, 2 => 315;
        scale_22: 220, 3, 2 => 330;
        scale_23: 230, 3, 2 => 345;
        scale_24: 240, 3, 2 => 360;
        scale_25: 250, 3, 2 => 375;
        scale_26: 260, 3, 2 => 390;
        scale_27: 270, 3, 2 => 405;
        scale_28: 280, 3, 2 => 420;
        scale_29: 290, 3, 2 => 435;
        scale_30: 300, 3, 2 => 450;
        scale_31: 310, 3, 2 => 465;
        scale_32: 320, 3, 2 => 480;
        scale_33: 330, 3, 2 => 495;
        scale_34: 340, 3, 2 => 510;
        scale_35: 350, 3, 2 => 525;
        scale_36: 360, 3, 2 => 540;
        scale_37: 370, 3, 2 => 555;
        scale_38: 380, 3, 2 => 570;
        scale_39: 390, 3, 2 => 585;
        scale_40: 400, 3, 2 => 600;
        scale_41: 410, 3, 2 => 615;
        scale_42: 420, 3, 2 => 630;
        scale_43: 430, 3, 2 => 645;
        scale_44: 440, 3, 2 => 660;
        scale_45: 450, 3, 2 => 675;
    }
}
