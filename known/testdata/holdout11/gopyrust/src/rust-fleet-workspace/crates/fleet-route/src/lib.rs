//! Route legs.
use fleet_core::scale;

/// Splits a route of `total` metres into legs of at most `max` metres.
pub fn legs(total: u64, max: u64) -> Vec<u64> {
    let mut out = Vec::new();
    let mut left = total;
    while left > max {
        out.push(max);
        left -= max;
    }
    if left > 0 {
        out.push(scale(left, 1, 1));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    #[test]
    fn legs_01() {
        assert_eq!(legs(150, 100).len(), 2);
    }
    #[test]
    fn legs_02() {
        assert_eq!(legs(250, 100).len(), 3);
    }
    #[test]
    fn legs_03() {
        assert_eq!(legs(350, 100).len(), 4);
    }
    #[test]
    fn legs_04() {
        assert_eq!(legs(450, 100).len(), 5);
    }
    #[test]
    fn legs_05() {
        assert_eq!(legs(550, 100).len(), 6);
    }
    #[test]
    fn legs_06() {
        assert_eq!(legs(650, 100).len(), 7);
    }
    #[test]
    fn legs_07() {
        assert_eq!(legs(750, 100).len(), 8);
    }
    #[test]
    fn legs_08() {
        assert_eq!(legs(850, 100).len(), 9);
    }
    #[test]
    fn legs_09() {
        assert_eq!(legs(950, 100).len(), 10);
    }
    #[test]
    fn legs_10() {
        assert_eq!(legs(1050, 100).len(), 11);
    }
    #[test]
    fn legs_11() {
        assert_eq!(legs(1150, 100).len(), 12);
    }
    #[test]
    fn legs_12() {
        assert_eq!(legs(1250, 100).len(), 13);
    }
    #[test]
    fn legs_13() {
        assert_eq!(legs(1350, 100).len(), 14);
    }
    #[test]
    fn legs_14() {
        assert_eq!(legs(1450, 100).len(), 15);
    }
    #[test]
    fn legs_15() {
        assert_eq!(legs(1550, 100).len(), 16);
    }
    #[test]
    fn legs_16() {
        assert_eq!(legs(1650, 100).len(), 17);
    }
    #[test]
    fn legs_17() {
        assert_eq!(legs(1750, 100).len(), 18);
    }
    #[test]
    fn legs_18() {
        assert_eq!(legs(1850, 100).len(), 19);
    }
    #[test]
    fn legs_19() {
        assert_eq!(legs(1950, 100).len(), 20);
    }
    #[test]
    fn legs_20() {
        assert_eq!(legs(2050, 100).len(), 21);
    }
    #[test]
    fn legs_21() {
        assert_eq!(legs(2150, 100).len(), 22);
    }
    #[test]
    fn legs_22() {
        assert_eq!(legs(2250, 100).len(), 23);
    }
    #[test]
    fn legs_23() {
        assert_eq!(legs(2350, 100).len(), 24);
    }
    #[test]
    fn legs_24() {
        assert_eq!(legs(2450, 100).len(), 25);
    }
    #[test]
    fn legs_25() {
        assert_eq!(legs(2550, 100).len(), 26);
    }
    #[test]
    fn legs_26() {
        assert_eq!(legs(2650, 100).len(), 27);
    }
    #[test]
    fn legs_27() {
        assert_eq!(legs(2750, 100).len(), 28);
    }
    #[test]
    fn legs_28() {
        assert_eq!(legs(2850, 100).len(), 29);
    }
    #[test]
    fn legs_29() {
        assert_eq!(legs(2950, 100).len(), 30);
    }
    #[test]
    fn legs_30() {
        assert_eq!(legs(3050, 100).len(), 31);
    }
    #[test]
    fn legs_31() {
        assert_eq!(legs(3150, 100).len(), 32);
    }
    #[test]
    fn legs_32() {
        assert_eq!(legs(3250, 100).len(), 33);
    }
    #[test]
    fn legs_33() {
        assert_eq!(legs(3350, 100).len(), 34);
    }
    #[test]
    fn legs_34() {
        assert_eq!(legs(3450, 100).len(), 35);
    }
    #[test]
    fn legs_35() {
        assert_eq!(legs(3550, 100).len(), 36);
    }
    #[test]
    fn legs_36() {
        assert_eq!(legs(3650, 100).len(), 37);
    }
    #[test]
    fn legs_37() {
        assert_eq!(legs(3750, 100).len(), 38);
    }
    #[test]
    fn legs_38() {
        assert_eq!(legs(3850, 100).len(), 39);
    }
    #[test]
    fn legs_39() {
        assert_eq!(legs(3950, 100).len(), 40);
    }
    #[test]
    fn legs_40() {
        assert_eq!(legs(4050, 100).len(), 41);
    }
    #[test]
    fn legs_41() {
        assert_eq!(legs(4150, 100).len(), 42);
    }
    #[test]
    fn legs_42() {
        assert_eq!(legs(4250, 100).len(), 43);
    }
    #[test]
    fn legs_43() {
        assert_eq!(legs(4350, 100).len(), 44);
    }
    #[test]
    fn legs_44() {
        assert_eq!(legs(4450, 100).len(), 45);
    }
    #[test]
    fn legs_45() {
        assert_eq!(legs(4550, 100).len(), 46);
    }
}
