//! Fleet statistics.
use fleet_core::scale;

/// Mean trip length in metres, rounded down.
pub fn mean_trip(trips: &[u64]) -> u64 {
    let total: u64 = trips.iter().sum();
    scale(total, 1, trips.len() as u64)
}

/// The longest trip, if any.
pub fn longest(trips: &[u64]) -> Option<u64> {
    trips.iter().copied().max()
}

#[cfg(test)]
mod tests {
    use super::*;
    #[test]
    fn mean_01() {
        assert_eq!(mean_trip(&[1, 3]), 2);
    }
    #[test]
    fn mean_02() {
        assert_eq!(mean_trip(&[2, 4]), 3);
    }
    #[test]
    fn mean_03() {
        assert_eq!(mean_trip(&[3, 5]), 4);
    }
    #[test]
    fn mean_04() {
        assert_eq!(mean_trip(&[4, 6]), 5);
    }
    #[test]
    fn mean_05() {
        assert_eq!(mean_trip(&[5, 7]), 6);
    }
    #[test]
    fn mean_06() {
        assert_eq!(mean_trip(&[6, 8]), 7);
    }
    #[test]
    fn mean_07() {
        assert_eq!(mean_trip(&[7, 9]), 8);
    }
    #[test]
    fn mean_08() {
        assert_eq!(mean_trip(&[8, 10]), 9);
    }
    #[test]
    fn mean_09() {
        assert_eq!(mean_trip(&[9, 11]), 10);
    }
    #[test]
    fn mean_10() {
        assert_eq!(mean_trip(&[10, 12]), 11);
    }
    #[test]
    fn mean_11() {
        assert_eq!(mean_trip(&[11, 13]), 12);
    }
    #[test]
    fn mean_12() {
        assert_eq!(mean_trip(&[12, 14]), 13);
    }
    #[test]
    fn mean_13() {
        assert_eq!(mean_trip(&[13, 15]), 14);
    }
    #[test]
    fn mean_14() {
        assert_eq!(mean_trip(&[14, 16]), 15);
    }
    #[test]
    fn mean_15() {
        assert_eq!(mean_trip(&[15, 17]), 16);
    }
    #[test]
    fn mean_16() {
        assert_eq!(mean_trip(&[16, 18]), 17);
    }
    #[test]
    fn mean_17() {
        assert_eq!(mean_trip(&[17, 19]), 18);
    }
    #[test]
    fn mean_18() {
        assert_eq!(mean_trip(&[18, 20]), 19);
    }
    #[test]
    fn mean_19() {
        assert_eq!(mean_trip(&[19, 21]), 20);
    }
    #[test]
    fn mean_20() {
        assert_eq!(mean_trip(&[20, 22]), 21);
    }
    #[test]
    fn mean_21() {
        assert_eq!(mean_trip(&[21, 23]), 22);
    }
    #[test]
    fn mean_22() {
        assert_eq!(mean_trip(&[22, 24]), 23);
    }
    #[test]
    fn mean_23() {
        assert_eq!(mean_trip(&[23, 25]), 24);
    }
    #[test]
    fn mean_24() {
        assert_eq!(mean_trip(&[24, 26]), 25);
    }
    #[test]
    fn mean_25() {
        assert_eq!(mean_trip(&[25, 27]), 26);
    }
    #[test]
    fn mean_26() {
        assert_eq!(mean_trip(&[26, 28]), 27);
    }
    #[test]
    fn mean_27() {
        assert_eq!(mean_trip(&[27, 29]), 28);
    }
    #[test]
    fn mean_28() {
        assert_eq!(mean_trip(&[28, 30]), 29);
    }
    #[test]
    fn mean_29() {
        assert_eq!(mean_trip(&[29, 31]), 30);
    }
    #[test]
    fn mean_30() {
        assert_eq!(mean_trip(&[30, 32]), 31);
    }
    #[test]
    fn mean_31() {
        assert_eq!(mean_trip(&[31, 33]), 32);
    }
    #[test]
    fn mean_32() {
        assert_eq!(mean_trip(&[32, 34]), 33);
    }
    #[test]
    fn mean_33() {
        assert_eq!(mean_trip(&[33, 35]), 34);
    }
    #[test]
    fn mean_34() {
        assert_eq!(mean_trip(&[34, 36]), 35);
    }
    #[test]
    fn mean_35() {
        assert_eq!(mean_trip(&[35, 37]), 36);
    }
    #[test]
    fn mean_36() {
        assert_eq!(mean_trip(&[36, 38]), 37);
    }
    #[test]
    fn mean_37() {
        assert_eq!(mean_trip(&[37, 39]), 38);
    }
    #[test]
    fn mean_38() {
        assert_eq!(mean_trip(&[38, 40]), 39);
    }
    #[test]
    fn mean_39() {
        assert_eq!(mean_trip(&[39, 41]), 40);
    }
    #[test]
    fn longest_of_none() {
        assert_eq!(longest(&[]), None);
    }
    #[test]
    fn mean_of_idle_vehicle_is_zero() {
        assert_eq!(mean_trip(&[]), 0, "a vehicle with no trips has mean 0");
    }
}
