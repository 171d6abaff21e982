//! Odometer readings.
use fleet_core::scale;

/// Kilometres driven between two readings in metres; a reset (b < a) counts from zero.
pub fn driven_km(a: u64, b: u64) -> u64 {
    let m = if b >= a { b - a } else { b };
    scale(m, 1, 1000)
}

#[cfg(test)]
mod tests {
    use super::*;
    #[test]
    fn reading_01() {
        assert_eq!(driven_km(1000, 3000), 2);
    }
    #[test]
    fn reading_02() {
        assert_eq!(driven_km(2000, 6000), 4);
    }
    #[test]
    fn reading_03() {
        assert_eq!(driven_km(3000, 9000), 6);
    }
    #[test]
    fn reading_04() {
        assert_eq!(driven_km(4000, 12000), 8);
    }
    #[test]
    fn reading_05() {
        assert_eq!(driven_km(5000, 15000), 10);
    }
    #[test]
    fn reading_06() {
        assert_eq!(driven_km(6000, 18000), 12);
    }
    #[test]
    fn reading_07() {
        assert_eq!(driven_km(7000, 21000), 14);
    }
    #[test]
    fn reading_08() {
        assert_eq!(driven_km(8000, 24000), 16);
    }
    #[test]
    fn reading_09() {
        assert_eq!(driven_km(9000, 27000), 18);
    }
    #[test]
    fn reading_10() {
        assert_eq!(driven_km(10000, 30000), 20);
    }
    #[test]
    fn reading_11() {
        assert_eq!(driven_km(11000, 33000), 22);
    }
    #[test]
    fn reading_12() {
        assert_eq!(driven_km(12000, 36000), 24);
    }
    #[test]
    fn reading_13() {
        assert_eq!(driven_km(13000, 39000), 26);
    }
    #[test]
    fn reading_14() {
        assert_eq!(driven_km(14000, 42000), 28);
    }
    #[test]
    fn reading_15() {
        assert_eq!(driven_km(15000, 45000), 30);
    }
    #[test]
    fn reading_16() {
        assert_eq!(driven_km(16000, 48000), 32);
    }
    #[test]
    fn reading_17() {
        assert_eq!(driven_km(17000, 51000), 34);
    }
    #[test]
    fn reading_18() {
        assert_eq!(driven_km(18000, 54000), 36);
    }
    #[test]
    fn reading_19() {
        assert_eq!(driven_km(19000, 57000), 38);
    }
    #[test]
    fn reading_20() {
        assert_eq!(driven_km(20000, 60000), 40);
    }
    #[test]
    fn reading_21() {
        assert_eq!(driven_km(21000, 63000), 42);
    }
    #[test]
    fn reading_22() {
        assert_eq!(driven_km(22000, 66000), 44);
    }
    #[test]
    fn reading_23() {
        assert_eq!(driven_km(23000, 69000), 46);
    }
    #[test]
    fn reading_24() {
        assert_eq!(driven_km(24000, 72000), 48);
    }
    #[test]
    fn reading_25() {
        assert_eq!(driven_km(25000, 75000), 50);
    }
    #[test]
    fn reading_26() {
        assert_eq!(driven_km(26000, 78000), 52);
    }
    #[test]
    fn reading_27() {
        assert_eq!(driven_km(27000, 81000), 54);
    }
    #[test]
    fn reading_28() {
        assert_eq!(driven_km(28000, 84000), 56);
    }
    #[test]
    fn reading_29() {
        assert_eq!(driven_km(29000, 87000), 58);
    }
    #[test]
    fn reading_30() {
        assert_eq!(driven_km(30000, 90000), 60);
    }
    #[test]
    fn reading_31() {
        assert_eq!(driven_km(31000, 93000), 62);
    }
    #[test]
    fn reading_32() {
        assert_eq!(driven_km(32000, 96000), 64);
    }
    #[test]
    fn reading_33() {
        assert_eq!(driven_km(33000, 99000), 66);
    }
    #[test]
    fn reading_34() {
        assert_eq!(driven_km(34000, 102000), 68);
    }
    #[test]
    fn reading_35() {
        assert_eq!(driven_km(35000, 105000), 70);
    }
    #[test]
    fn reading_36() {
        assert_eq!(driven_km(36000, 108000), 72);
    }
    #[test]
    fn reading_37() {
        assert_eq!(driven_km(37000, 111000), 74);
    }
    #[test]
    fn reading_38() {
        assert_eq!(driven_km(38000, 114000), 76);
    }
    #[test]
    fn reading_39() {
        assert_eq!(driven_km(39000, 117000), 78);
    }
    #[test]
    fn reading_40() {
        assert_eq!(driven_km(40000, 120000), 80);
    }
    #[test]
    fn reading_41() {
        assert_eq!(driven_km(41000, 123000), 82);
    }
    #[test]
    fn reading_42() {
        assert_eq!(driven_km(42000, 126000), 84);
    }
    #[test]
    fn reading_43() {
        assert_eq!(driven_km(43000, 129000), 86);
    }
    #[test]
    fn reading_44() {
        assert_eq!(driven_km(44000, 132000), 88);
    }
    #[test]
    fn reading_45() {
        assert_eq!(driven_km(45000, 135000), 90);
    }
}
