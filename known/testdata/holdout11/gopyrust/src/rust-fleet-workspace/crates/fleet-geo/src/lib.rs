//! Distances on a grid.
use fleet_core::scale;

/// Manhattan distance between two grid cells, in metres (cells are 250 m).
pub fn grid_distance(a: (i64, i64), b: (i64, i64)) -> u64 {
    let d = ((a.0 - b.0).abs() + (a.1 - b.1).abs()) as u64;
    scale(d, 250, 1)
}

#[cfg(test)]
mod tests {
    use super::*;
    #[test]
    fn grid_01() {
        assert_eq!(grid_distance((0, 0), (1, 1)), 500);
    }
    #[test]
    fn grid_02() {
        assert_eq!(grid_distance((0, 0), (2, 2)), 1000);
    }
    #[test]
    fn grid_03() {
        assert_eq!(grid_distance((0, 0), (3, 0)), 750);
    }
    #[test]
    fn grid_04() {
        assert_eq!(grid_distance((0, 0), (4, 1)), 1250);
    }
    #[test]
    fn grid_05() {
        assert_eq!(grid_distance((0, 0), (5, 2)), 1750);
    }
    #[test]
    fn grid_06() {
        assert_eq!(grid_distance((0, 0), (6, 0)), 1500);
    }
    #[test]
    fn grid_07() {
        assert_eq!(grid_distance((0, 0), (7, 1)), 2000);
    }
    #[test]
    fn grid_08() {
        assert_eq!(grid_distance((0, 0), (8, 2)), 2500);
    }
    #[test]
    fn grid_09() {
        assert_eq!(grid_distance((0, 0), (9, 0)), 2250);
    }
    #[test]
    fn grid_10() {
        assert_eq!(grid_distance((0, 0), (10, 1)), 2750);
    }
    #[test]
    fn grid_11() {
        assert_eq!(grid_distance((0, 0), (11, 2)), 3250);
    }
    #[test]
    fn grid_12() {
        assert_eq!(grid_distance((0, 0), (12, 0)), 3000);
    }
    #[test]
    fn grid_13() {
        assert_eq!(grid_distance((0, 0), (13, 1)), 3500);
    }
    #[test]
    fn grid_14() {
        assert_eq!(grid_distance((0, 0), (14, 2)), 4000);
    }
    #[test]
    fn grid_15() {
        assert_eq!(grid_distance((0, 0), (15, 0)), 3750);
    }
    #[test]
    fn grid_16() {
        assert_eq!(grid_distance((0, 0), (16, 1)), 4250);
    }
    #[test]
    fn grid_17() {
        assert_eq!(grid_distance((0, 0), (17, 2)), 4750);
    }
    #[test]
    fn grid_18() {
        assert_eq!(grid_distance((0, 0), (18, 0)), 4500);
    }
    #[test]
    fn grid_19() {
        assert_eq!(grid_distance((0, 0), (19, 1)), 5000);
    }
    #[test]
    fn grid_20() {
        assert_eq!(grid_distance((0, 0), (20, 2)), 5500);
    }
    #[test]
    fn grid_21() {
        assert_eq!(grid_distance((0, 0), (21, 0)), 5250);
    }
    #[test]
    fn grid_22() {
        assert_eq!(grid_distance((0, 0), (22, 1)), 5750);
    }
    #[test]
    fn grid_23() {
        assert_eq!(grid_distance((0, 0), (23, 2)), 6250);
    }
    #[test]
    fn grid_24() {
        assert_eq!(grid_distance((0, 0), (24, 0)), 6000);
    }
    #[test]
    fn grid_25() {
        assert_eq!(grid_distance((0, 0), (25, 1)), 6500);
    }
    #[test]
    fn grid_26() {
        assert_eq!(grid_distance((0, 0), (26, 2)), 7000);
    }
    #[test]
    fn grid_27() {
        assert_eq!(grid_distance((0, 0), (27, 0)), 6750);
    }
    #[test]
    fn grid_28() {
        assert_eq!(grid_distance((0, 0), (28, 1)), 7250);
    }
    #[test]
    fn grid_29() {
        assert_eq!(grid_distance((0, 0), (29, 2)), 7750);
    }
    #[test]
    fn grid_30() {
        assert_eq!(grid_distance((0, 0), (30, 0)), 7500);
    }
    #[test]
    fn grid_31() {
        assert_eq!(grid_distance((0, 0), (31, 1)), 8000);
    }
    #[test]
    fn grid_32() {
        assert_eq!(grid_distance((0, 0), (32, 2)), 8500);
    }
    #[test]
    fn grid_33() {
        assert_eq!(grid_distance((0, 0), (33, 0)), 8250);
    }
    #[test]
    fn grid_34() {
        assert_eq!(grid_distance((0, 0), (34, 1)), 8750);
    }
    #[test]
    fn grid_35() {
        assert_eq!(grid_distance((0, 0), (35, 2)), 9250);
    }
    #[test]
    fn grid_36() {
        assert_eq!(grid_distance((0, 0), (36, 0)), 9000);
    }
    #[test]
    fn grid_37() {
        assert_eq!(grid_distance((0, 0), (37, 1)), 9500);
    }
    #[test]
    fn grid_38() {
        assert_eq!(grid_distance((0, 0), (38, 2)), 10000);
    }
    #[test]
    fn grid_39() {
        assert_eq!(grid_distance((0, 0), (39, 0)), 9750);
    }
    #[test]
    fn grid_40() {
        assert_eq!(grid_distance((0, 0), (40, 1)), 10250);
    }
    #[test]
    fn grid_41() {
        assert_eq!(grid_distance((0, 0), (41, 2)), 10750);
    }
    #[test]
    fn grid_42() {
        assert_eq!(grid_distance((0, 0), (42, 0)), 10500);
    }
    #[test]
    fn grid_43() {
        assert_eq!(grid_distance((0, 0), (43, 1)), 11000);
    }
    #[test]
    fn grid_44() {
        assert_eq!(grid_distance((0, 0), (44, 2)), 11500);
    }
    #[test]
    fn grid_45() {
        assert_eq!(grid_distance((0, 0), (45, 0)), 11250);
    }
    #[test]
    fn grid_46() {
        assert_eq!(grid_distance((0, 0), (46, 1)), 11750);
    }
    #[test]
    fn grid_47() {
        assert_eq!(grid_distance((0, 0), (47, 2)), 12250);
    }
    #[test]
    fn grid_48() {
        assert_eq!(grid_distance((0, 0), (48, 0)), 12000);
    }
    #[test]
    fn grid_49() {
        assert_eq!(grid_distance((0, 0), (49, 1)), 12500);
    }
    #[test]
    fn grid_50() {
        assert_eq!(grid_distance((0, 0), (50, 2)), 13000);
    }
}
