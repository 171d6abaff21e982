//! Roman numerals: formatting, parsing and labels such as "MMXXIV AD".

const DIGITS: [(u32, &str); 13] = [
    (1000, "M"),
    (900, "CM"),
    (500, "D"),
    (400, "CD"),
    (100, "C"),
    (90, "XC"),
    (50, "L"),
    (40, "XL"),
    (10, "X"),
    (9, "IX"),
    (5, "V"),
    (4, "IV"),
    (1, "I"),
];

/// Formats 1..=3999 as a Roman numeral.
pub fn to_roman(mut n: u32) -> Option<String> {
    if n == 0 || n > 3999 {
        return None;
    }
    let mut out = String::new();
    for (v, s) in DIGITS {
        while n >= v {
            out.push_str(s);
            n -= v;
        }
    }
    Some(out)
}

/// Parses a canonical Roman numeral (upper case only).
pub fn from_roman(s: &str) -> Option<u32> {
    let s = s.to_ascii_uppercase();
    let mut rest = s.as_str();
    let mut n = 0;
    for (v, d) in DIGITS {
        while let Some(r) = rest.strip_prefix(d) {
            n += v;
            rest = r;
        }
    }
    if !rest.is_empty() || n == 0 {
        return None;
    }
    // canonical form only: IIII, VX and the like do not round-trip
    (to_roman(n)? == s).then_some(n)
}

/// A year label: a numeral and an era, "MMXXIV AD".
#[derive(Debug, PartialEq)]
pub struct Label {
    pub year: u32,
    pub era: String,
}

/// Parses "NUMERAL ERA"; the era defaults to AD.
pub fn parse_label(s: &str) -> Option<Label> {
    let parts: Vec<&str> = s.split_whitespace().collect();
    let year = from_roman(parts[0])?;
    let era = parts[1].to_string();
    Some(Label { year, era })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn round_trip_3() {
        assert_eq!(from_roman(&to_roman(3).unwrap()), Some(3));
    }

    #[test]
    fn round_trip_19() {
        assert_eq!(from_roman(&to_roman(19).unwrap()), Some(19));
    }

    #[test]
    fn round_trip_45() {
        assert_eq!(from_roman(&to_roman(45).unwrap()), Some(45));
    }

    #[test]
    fn round_trip_62() {
        assert_eq!(from_roman(&to_roman(62).unwrap()), Some(62));
    }

    #[test]
    fn round_trip_63() {
        assert_eq!(from_roman(&to_roman(63).unwrap()), Some(63));
    }

    #[test]
    fn round_trip_70() {
        assert_eq!(from_roman(&to_roman(70).unwrap()), Some(70));
    }

    #[test]
    fn round_trip_122() {
        assert_eq!(from_roman(&to_roman(122).unwrap()), Some(122));
    }

    #[test]
    fn round_trip_124() {
        assert_eq!(from_roman(&to_roman(124).unwrap()), Some(124));
    }

    #[test]
    fn round_trip_147() {
        assert_eq!(from_roman(&to_roman(147).unwrap()), Some(147));
    }

    #[test]
    fn round_trip_172() {
        assert_eq!(from_roman(&to_roman(172).unwrap()), Some(172));
    }

    #[test]
    fn round_trip_215() {
        assert_eq!(from_roman(&to_roman(215).unwrap()), Some(215));
    }

    #[test]
    fn round_trip_244() {
        assert_eq!(from_roman(&to_roman(244).unwrap()), Some(244));
    }

    #[test]
    fn round_trip_246() {
        assert_eq!(from_roman(&to_roman(246).unwrap()), Some(246));
    }

    #[test]
    fn round_trip_259() {
        assert_eq!(from_roman(&to_roman(259).unwrap()), Some(259));
    }

    #[test]
    fn round_trip_274() {
        assert_eq!(from_roman(&to_roman(274).unwrap()), Some(274));
    }

    #[test]
    fn round_trip_288() {
        assert_eq!(from_roman(&to_roman(288).unwrap()), Some(288));
    }

    #[test]
    fn round_trip_300() {
        assert_eq!(from_roman(&to_roman(300).unwrap()), Some(300));
    }

    #[test]
    fn round_trip_341() {
        assert_eq!(from_roman(&to_roman(341).unwrap()), Some(341));
    }

    #[test]
    fn round_trip_349() {
        assert_eq!(from_roman(&to_roman(349).unwrap()), Some(349));
    }

    #[test]
    fn round_trip_357() {
        assert_eq!(from_roman(&to_roman(357).unwrap()), Some(357));
    }

    #[test]
    fn round_trip_372() {
        assert_eq!(from_roman(&to_roman(372).unwrap()), Some(372));
    }

    #[test]
    fn round_trip_386() {
        assert_eq!(from_roman(&to_roman(386).unwrap()), Some(386));
    }

    #[test]
    fn round_trip_414() {
        assert_eq!(from_roman(&to_roman(414).unwrap()), Some(414));
    }

    #[test]
    fn round_trip_442() {
        assert_eq!(from_roman(&to_roman(442).unwrap()), Some(442));
    }

    #[test]
    fn round_trip_443() {
        assert_eq!(from_roman(&to_roman(443).unwrap()), Some(443));
    }

    #[test]
    fn round_trip_478() {
        assert_eq!(from_roman(&to_roman(478).unwrap()), Some(478));
    }

    #[test]
    fn round_trip_484() {
        assert_eq!(from_roman(&to_roman(484).unwrap()), Some(484));
    }

    #[test]
    fn round_trip_537() {
        assert_eq!(from_roman(&to_roman(537).unwrap()), Some(537));
    }

    #[test]
    fn round_trip_552() {
        assert_eq!(from_roman(&to_roman(552).unwrap()), Some(552));
    }

    #[test]
    fn round_trip_581() {
        assert_eq!(from_roman(&to_roman(581).unwrap()), Some(581));
    }

    #[test]
    fn round_trip_646() {
        assert_eq!(from_roman(&to_roman(646).unwrap()), Some(646));
    }

    #[test]
    fn round_trip_728() {
        assert_eq!(from_roman(&to_roman(728).unwrap()), Some(728));
    }

    #[test]
    fn round_trip_757() {
        assert_eq!(from_roman(&to_roman(757).unwrap()), Some(757));
    }

    #[test]
    fn round_trip_763() {
        assert_eq!(from_roman(&to_roman(763).unwrap()), Some(763));
    }

    #[test]
    fn round_trip_772() {
        assert_eq!(from_roman(&to_roman(772).unwrap()), Some(772));
    }

    #[test]
    fn round_trip_778() {
        assert_eq!(from_roman(&to_roman(778).unwrap()), Some(778));
    }

    #[test]
    fn round_trip_780() {
        assert_eq!(from_roman(&to_roman(780).unwrap()), Some(780));
    }

    #[test]
    fn round_trip_782() {
        assert_eq!(from_roman(&to_roman(782).unwrap()), Some(782));
    }

    #[test]
    fn round_trip_801() {
        assert_eq!(from_roman(&to_roman(801).unwrap()), Some(801));
    }

    #[test]
    fn round_trip_814() {
        assert_eq!(from_roman(&to_roman(814).unwrap()), Some(814));
    }

    #[test]
    fn round_trip_860() {
        assert_eq!(from_roman(&to_roman(860).unwrap()), Some(860));
    }

    #[test]
    fn round_trip_872() {
        assert_eq!(from_roman(&to_roman(872).unwrap()), Some(872));
    }

    #[test]
    fn round_trip_875() {
        assert_eq!(from_roman(&to_roman(875).unwrap()), Some(875));
    }

    #[test]
    fn round_trip_941() {
        assert_eq!(from_roman(&to_roman(941).unwrap()), Some(941));
    }

    #[test]
    fn round_trip_958() {
        assert_eq!(from_roman(&to_roman(958).unwrap()), Some(958));
    }

    #[test]
    fn round_trip_991() {
        assert_eq!(from_roman(&to_roman(991).unwrap()), Some(991));
    }

    #[test]
    fn round_trip_1010() {
        assert_eq!(from_roman(&to_roman(1010).unwrap()), Some(1010));
    }

    #[test]
    fn round_trip_1041() {
        assert_eq!(from_roman(&to_roman(1041).unwrap()), Some(1041));
    }

    #[test]
    fn round_trip_1106() {
        assert_eq!(from_roman(&to_roman(1106).unwrap()), Some(1106));
    }

    #[test]
    fn round_trip_1140() {
        assert_eq!(from_roman(&to_roman(1140).unwrap()), Some(1140));
    }

    #[test]
    fn round_trip_1184() {
        assert_eq!(from_roman(&to_roman(1184).unwrap()), Some(1184));
    }

    #[test]
    fn round_trip_1192() {
        assert_eq!(from_roman(&to_roman(1192).unwrap()), Some(1192));
    }

    #[test]
    fn round_trip_1205() {
        assert_eq!(from_roman(&to_roman(1205).unwrap()), Some(1205));
    }

    #[test]
    fn round_trip_1243() {
        assert_eq!(from_roman(&to_roman(1243).unwrap()), Some(1243));
    }

    #[test]
    fn round_trip_1275() {
        assert_eq!(from_roman(&to_roman(1275).unwrap()), Some(1275));
    }

    #[test]
    fn round_trip_1292() {
        assert_eq!(from_roman(&to_roman(1292).unwrap()), Some(1292));
    }

    #[test]
    fn round_trip_1337() {
        assert_eq!(from_roman(&to_roman(1337).unwrap()), Some(1337));
    }

    #[test]
    fn round_trip_1363() {
        assert_eq!(from_roman(&to_roman(1363).unwrap()), Some(1363));
    }

    #[test]
    fn round_trip_1380() {
        assert_eq!(from_roman(&to_roman(1380).unwrap()), Some(1380));
    }

    #[test]
    fn round_trip_1538() {
        assert_eq!(from_roman(&to_roman(1538).unwrap()), Some(1538));
    }

    #[test]
    fn round_trip_1572() {
        assert_eq!(from_roman(&to_roman(1572).unwrap()), Some(1572));
    }

    #[test]
    fn round_trip_1584() {
        assert_eq!(from_roman(&to_roman(1584).unwrap()), Some(1584));
    }

    #[test]
    fn round_trip_1618() {
        assert_eq!(from_roman(&to_roman(1618).unwrap()), Some(1618));
    }

    #[test]
    fn round_trip_1623() {
        assert_eq!(from_roman(&to_roman(1623).unwrap()), Some(1623));
    }

    #[test]
    fn round_trip_1628() {
        assert_eq!(from_roman(&to_roman(1628).unwrap()), Some(1628));
    }

    #[test]
    fn round_trip_1641() {
        assert_eq!(from_roman(&to_roman(1641).unwrap()), Some(1641));
    }

    #[test]
    fn round_trip_1667() {
        assert_eq!(from_roman(&to_roman(1667).unwrap()), Some(1667));
    }

    #[test]
    fn round_trip_1680() {
        assert_eq!(from_roman(&to_roman(1680).unwrap()), Some(1680));
    }

    #[test]
    fn round_trip_1718() {
        assert_eq!(from_roman(&to_roman(1718).unwrap()), Some(1718));
    }

    #[test]
    fn round_trip_1720() {
        assert_eq!(from_roman(&to_roman(1720).unwrap()), Some(1720));
    }

    #[test]
    fn round_trip_1724() {
        assert_eq!(from_roman(&to_roman(1724).unwrap()), Some(1724));
    }

    #[test]
    fn round_trip_1805() {
        assert_eq!(from_roman(&to_roman(1805).unwrap()), Some(1805));
    }

    #[test]
    fn round_trip_1830() {
        assert_eq!(from_roman(&to_roman(1830).unwrap()), Some(1830));
    }

    #[test]
    fn round_trip_1833() {
        assert_eq!(from_roman(&to_roman(1833).unwrap()), Some(1833));
    }

    #[test]
    fn round_trip_1851() {
        assert_eq!(from_roman(&to_roman(1851).unwrap()), Some(1851));
    }

    #[test]
    fn round_trip_1853() {
        assert_eq!(from_roman(&to_roman(1853).unwrap()), Some(1853));
    }

    #[test]
    fn round_trip_1856() {
        assert_eq!(from_roman(&to_roman(1856).unwrap()), Some(1856));
    }

    #[test]
    fn round_trip_1874() {
        assert_eq!(from_roman(&to_roman(1874).unwrap()), Some(1874));
    }

    #[test]
    fn round_trip_1901() {
        assert_eq!(from_roman(&to_roman(1901).unwrap()), Some(1901));
    }

    #[test]
    fn round_trip_1905() {
        assert_eq!(from_roman(&to_roman(1905).unwrap()), Some(1905));
    }

    #[test]
    fn round_trip_1908() {
        assert_eq!(from_roman(&to_roman(1908).unwrap()), Some(1908));
    }

    #[test]
    fn round_trip_1926() {
        assert_eq!(from_roman(&to_roman(1926).unwrap()), Some(1926));
    }

    #[test]
    fn round_trip_1949() {
        assert_eq!(from_roman(&to_roman(1949).unwrap()), Some(1949));
    }

    #[test]
    fn round_trip_1995() {
        assert_eq!(from_roman(&to_roman(1995).unwrap()), Some(1995));
    }

    #[test]
    fn round_trip_2048() {
        assert_eq!(from_roman(&to_roman(2048).unwrap()), Some(2048));
    }

    #[test]
    fn round_trip_2081() {
        assert_eq!(from_roman(&to_roman(2081).unwrap()), Some(2081));
    }

    #[test]
    fn round_trip_2085() {
        assert_eq!(from_roman(&to_roman(2085).unwrap()), Some(2085));
    }

    #[test]
    fn round_trip_2097() {
        assert_eq!(from_roman(&to_roman(2097).unwrap()), Some(2097));
    }

    #[test]
    fn round_trip_2101() {
        assert_eq!(from_roman(&to_roman(2101).unwrap()), Some(2101));
    }

    #[test]
    fn round_trip_2127() {
        assert_eq!(from_roman(&to_roman(2127).unwrap()), Some(2127));
    }

    #[test]
    fn round_trip_2165() {
        assert_eq!(from_roman(&to_roman(2165).unwrap()), Some(2165));
    }

    #[test]
    fn round_trip_2207() {
        assert_eq!(from_roman(&to_roman(2207).unwrap()), Some(2207));
    }

    #[test]
    fn round_trip_2258() {
        assert_eq!(from_roman(&to_roman(2258).unwrap()), Some(2258));
    }

    #[test]
    fn round_trip_2291() {
        assert_eq!(from_roman(&to_roman(2291).unwrap()), Some(2291));
    }

    #[test]
    fn round_trip_2293() {
        assert_eq!(from_roman(&to_roman(2293).unwrap()), Some(2293));
    }

    #[test]
    fn round_trip_2307() {
        assert_eq!(from_roman(&to_roman(2307).unwrap()), Some(2307));
    }

    #[test]
    fn round_trip_2320() {
        assert_eq!(from_roman(&to_roman(2320).unwrap()), Some(2320));
    }

    #[test]
    fn round_trip_2406() {
        assert_eq!(from_roman(&to_roman(2406).unwrap()), Some(2406));
    }

    #[test]
    fn round_trip_2421() {
        assert_eq!(from_roman(&to_roman(2421).unwrap()), Some(2421));
    }

    #[test]
    fn round_trip_2439() {
        assert_eq!(from_roman(&to_roman(2439).unwrap()), Some(2439));
    }

    #[test]
    fn round_trip_2457() {
        assert_eq!(from_roman(&to_roman(2457).unwrap()), Some(2457));
    }

    #[test]
    fn round_trip_2515() {
        assert_eq!(from_roman(&to_roman(2515).unwrap()), Some(2515));
    }

    #[test]
    fn round_trip_2522() {
        assert_eq!(from_roman(&to_roman(2522).unwrap()), Some(2522));
    }

    #[test]
    fn round_trip_2553() {
        assert_eq!(from_roman(&to_roman(2553).unwrap()), Some(2553));
    }

    #[test]
    fn round_trip_2579() {
        assert_eq!(from_roman(&to_roman(2579).unwrap()), Some(2579));
    }

    #[test]
    fn round_trip_2580() {
        assert_eq!(from_roman(&to_roman(2580).unwrap()), Some(2580));
    }

    #[test]
    fn round_trip_2599() {
        assert_eq!(from_roman(&to_roman(2599).unwrap()), Some(2599));
    }

    #[test]
    fn round_trip_2623() {
        assert_eq!(from_roman(&to_roman(2623).unwrap()), Some(2623));
    }

    #[test]
    fn round_trip_2637() {
        assert_eq!(from_roman(&to_roman(2637).unwrap()), Some(2637));
    }

    #[test]
    fn round_trip_2663() {
        assert_eq!(from_roman(&to_roman(2663).unwrap()), Some(2663));
    }

    #[test]
    fn round_trip_2679() {
        assert_eq!(from_roman(&to_roman(2679).unwrap()), Some(2679));
    }

    #[test]
    fn round_trip_2683() {
        assert_eq!(from_roman(&to_roman(2683).unwrap()), Some(2683));
    }

    #[test]
    fn round_trip_2714() {
        assert_eq!(from_roman(&to_roman(2714).unwrap()), Some(2714));
    }

    #[test]
    fn round_trip_2765() {
        assert_eq!(from_roman(&to_roman(2765).unwrap()), Some(2765));
    }

    #[test]
    fn round_trip_2794() {
        assert_eq!(from_roman(&to_roman(2794).unwrap()), Some(2794));
    }

    #[test]
    fn round_trip_2806() {
        assert_eq!(from_roman(&to_roman(2806).unwrap()), Some(2806));
    }

    #[test]
    fn round_trip_2841() {
        assert_eq!(from_roman(&to_roman(2841).unwrap()), Some(2841));
    }

    #[test]
    fn round_trip_2896() {
        assert_eq!(from_roman(&to_roman(2896).unwrap()), Some(2896));
    }

    #[test]
    fn round_trip_2900() {
        assert_eq!(from_roman(&to_roman(2900).unwrap()), Some(2900));
    }

    #[test]
    fn round_trip_2904() {
        assert_eq!(from_roman(&to_roman(2904).unwrap()), Some(2904));
    }

    #[test]
    fn round_trip_2998() {
        assert_eq!(from_roman(&to_roman(2998).unwrap()), Some(2998));
    }

    #[test]
    fn round_trip_3027() {
        assert_eq!(from_roman(&to_roman(3027).unwrap()), Some(3027));
    }

    #[test]
    fn round_trip_3105() {
        assert_eq!(from_roman(&to_roman(3105).unwrap()), Some(3105));
    }

    #[test]
    fn round_trip_3139() {
        assert_eq!(from_roman(&to_roman(3139).unwrap()), Some(3139));
    }

    #[test]
    fn round_trip_3152() {
        assert_eq!(from_roman(&to_roman(3152).unwrap()), Some(3152));
    }

    #[test]
    fn round_trip_3188() {
        assert_eq!(from_roman(&to_roman(3188).unwrap()), Some(3188));
    }

    #[test]
    fn round_trip_3189() {
        assert_eq!(from_roman(&to_roman(3189).unwrap()), Some(3189));
    }

    #[test]
    fn round_trip_3200() {
        assert_eq!(from_roman(&to_roman(3200).unwrap()), Some(3200));
    }

    #[test]
    fn round_trip_3249() {
        assert_eq!(from_roman(&to_roman(3249).unwrap()), Some(3249));
    }

    #[test]
    fn round_trip_3265() {
        assert_eq!(from_roman(&to_roman(3265).unwrap()), Some(3265));
    }

    #[test]
    fn round_trip_3293() {
        assert_eq!(from_roman(&to_roman(3293).unwrap()), Some(3293));
    }

    #[test]
    fn round_trip_3317() {
        assert_eq!(from_roman(&to_roman(3317).unwrap()), Some(3317));
    }

    #[test]
    fn round_trip_3407() {
        assert_eq!(from_roman(&to_roman(3407).unwrap()), Some(3407));
    }

    #[test]
    fn round_trip_3442() {
        assert_eq!(from_roman(&to_roman(3442).unwrap()), Some(3442));
    }

    #[test]
    fn round_trip_3451() {
        assert_eq!(from_roman(&to_roman(3451).unwrap()), Some(3451));
    }

    #[test]
    fn round_trip_3468() {
        assert_eq!(from_roman(&to_roman(3468).unwrap()), Some(3468));
    }

    #[test]
    fn round_trip_3471() {
        assert_eq!(from_roman(&to_roman(3471).unwrap()), Some(3471));
    }

    #[test]
    fn round_trip_3503() {
        assert_eq!(from_roman(&to_roman(3503).unwrap()), Some(3503));
    }

    #[test]
    fn round_trip_3510() {
        assert_eq!(from_roman(&to_roman(3510).unwrap()), Some(3510));
    }

    #[test]
    fn round_trip_3547() {
        assert_eq!(from_roman(&to_roman(3547).unwrap()), Some(3547));
    }

    #[test]
    fn round_trip_3603() {
        assert_eq!(from_roman(&to_roman(3603).unwrap()), Some(3603));
    }

    #[test]
    fn round_trip_3647() {
        assert_eq!(from_roman(&to_roman(3647).unwrap()), Some(3647));
    }

    #[test]
    fn round_trip_3729() {
        assert_eq!(from_roman(&to_roman(3729).unwrap()), Some(3729));
    }

    #[test]
    fn round_trip_3780() {
        assert_eq!(from_roman(&to_roman(3780).unwrap()), Some(3780));
    }

    #[test]
    fn round_trip_3786() {
        assert_eq!(from_roman(&to_roman(3786).unwrap()), Some(3786));
    }

    #[test]
    fn round_trip_3798() {
        assert_eq!(from_roman(&to_roman(3798).unwrap()), Some(3798));
    }

    #[test]
    fn round_trip_3817() {
        assert_eq!(from_roman(&to_roman(3817).unwrap()), Some(3817));
    }

    #[test]
    fn round_trip_3925() {
        assert_eq!(from_roman(&to_roman(3925).unwrap()), Some(3925));
    }

    #[test]
    fn round_trip_3949() {
        assert_eq!(from_roman(&to_roman(3949).unwrap()), Some(3949));
    }

    #[test]
    fn round_trip_3952() {
        assert_eq!(from_roman(&to_roman(3952).unwrap()), Some(3952));
    }
}
