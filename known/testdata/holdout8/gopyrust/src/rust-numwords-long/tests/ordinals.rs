//! Ordinals 1-110 and the numeric suffixes.

use numwords::{ordinal, suffix};

macro_rules! ordinals {
    ($($name:ident: $n:expr => $want:expr, $suf:expr;)*) => {
        $(
            #[test]
            fn $name() {
                assert_eq!(ordinal($n), $want);
                assert_eq!(suffix($n), $suf);
            }
        )*
    };
}

ordinals! {
    ord_001: 1 => "first", "st";
    ord_002: 2 => "second", "nd";
    ord_003: 3 => "third", "rd";
    ord_004: 4 => "fourth", "th";
    ord_005: 5 => "fifth", "th";
    ord_006: 6 => "sixth", "th";
    ord_007: 7 => "seventh", "th";
    ord_008: 8 => "eighth", "th";
    ord_009: 9 => "ninth", "th";
    ord_010: 10 => "tenth", "th";
    ord_011: 11 => "eleventh", "th";
    ord_012: 12 => "twelfth", "th";
    ord_013: 13 => "thirteenth", "th";
    ord_014: 14 => "fourteenth", "th";
    ord_015: 15 => "fifteenth", "th";
    ord_016: 16 => "sixteenth", "th";
    ord_017: 17 => "seventeenth", "th";
    ord_018: 18 => "eighteenth", "th";
    ord_019: 19 => "nineteenth", "th";
    ord_020: 20 => "twentieth", "th";
    ord_021: 21 => "twenty-first", "st";
    ord_022: 22 => "twenty-second", "nd";
    ord_023: 23 => "twenty-third", "rd";
    ord_024: 24 => "twenty-fourth", "th";
    ord_025: 25 => "twenty-fifth", "th";
    ord_026: 26 => "twenty-sixth", "th";
    ord_027: 27 => "twenty-seventh", "th";
    ord_028: 28 => "twenty-eighth", "th";
    ord_029: 29 => "twenty-ninth", "th";
    ord_030: 30 => "thirtieth", "th";
    ord_031: 31 => "thirty-first", "st";
    ord_032: 32 => "thirty-second", "nd";
    ord_033: 33 => "thirty-third", "rd";
    ord_034: 34 => "thirty-fourth", "th";
    ord_035: 35 => "thirty-fifth", "th";
    ord_036: 36 => "thirty-sixth", "th";
    ord_037: 37 => "thirty-seventh", "th";
    ord_038: 38 => "thirty-eighth", "th";
    ord_039: 39 => "thirty-ninth", "th";
    ord_040: 40 => "fortieth", "th";
    ord_041: 41 => "forty-first", "st";
    ord_042: 42 => "forty-second", "nd";
    ord_043: 43 => "forty-third", "rd";
    ord_044: 44 => "forty-fourth", "th";
    ord_045: 45 => "forty-fifth", "th";
    ord_046: 46 => "forty-sixth", "th";
    ord_047: 47 => "forty-seventh", "th";
    ord_048: 48 => "forty-eighth", "th";
    ord_049: 49 => "forty-ninth", "th";
    ord_050: 50 => "fiftieth", "th";
    ord_051: 51 => "fifty-first", "st";
    ord_052: 52 => "fifty-second", "nd";
    ord_053: 53 => "fifty-third", "rd";
    ord_054: 54 => "fifty-fourth", "th";
    ord_055: 55 => "fifty-fifth", "th";
    ord_056: 56 => "fifty-sixth", "th";
    ord_057: 57 => "fifty-seventh", "th";
    ord_058: 58 => "fifty-eighth", "th";
    ord_059: 59 => "fifty-ninth", "th";
    ord_060: 60 => "sixtieth", "th";
    ord_061: 61 => "sixty-first", "st";
    ord_062: 62 => "sixty-second", "nd";
    ord_063: 63 => "sixty-third", "rd";
    ord_064: 64 => "sixty-fourth", "th";
    ord_065: 65 => "sixty-fifth", "th";
    ord_066: 66 => "sixty-sixth", "th";
    ord_067: 67 => "sixty-seventh", "th";
    ord_068: 68 => "sixty-eighth", "th";
    ord_069: 69 => "sixty-ninth", "th";
    ord_070: 70 => "seventieth", "th";
    ord_071: 71 => "seventy-first", "st";
    ord_072: 72 => "seventy-second", "nd";
    ord_073: 73 => "seventy-third", "rd";
    ord_074: 74 => "seventy-fourth", "th";
    ord_075: 75 => "seventy-fifth", "th";
    ord_076: 76 => "seventy-sixth", "th";
    ord_077: 77 => "seventy-seventh", "th";
    ord_078: 78 => "seventy-eighth", "th";
    ord_079: 79 => "seventy-ninth", "th";
    ord_080: 80 => "eightieth", "th";
    ord_081: 81 => "eighty-first", "st";
    ord_082: 82 => "eighty-second", "nd";
    ord_083: 83 => "eighty-third", "rd";
    ord_084: 84 => "eighty-fourth", "th";
    ord_085: 85 => "eighty-fifth", "th";
    ord_086: 86 => "eighty-sixth", "th";
    ord_087: 87 => "eighty-seventh", "th";
    ord_088: 88 => "eighty-eighth", "th";
    ord_089: 89 => "eighty-ninth", "th";
    ord_090: 90 => "ninetieth", "th";
    ord_091: 91 => "ninety-first", "st";
    ord_092: 92 => "ninety-second", "nd";
    ord_093: 93 => "ninety-third", "rd";
    ord_094: 94 => "ninety-fourth", "th";
    ord_095: 95 => "ninety-fifth", "th";
    ord_096: 96 => "ninety-sixth", "th";
    ord_097: 97 => "ninety-seventh", "th";
    ord_098: 98 => "ninety-eighth", "th";
    ord_099: 99 => "ninety-ninth", "th";
    ord_100: 100 => "one hundredth", "th";
    ord_101: 101 => "one hundred first", "st";
    ord_102: 102 => "one hundred second", "nd";
    ord_103: 103 => "one hundred third", "rd";
    ord_104: 104 => "one hundred fourth", "th";
    ord_105: 105 => "one hundred fifth", "th";
    ord_106: 106 => "one hundred sixth", "th";
    ord_107: 107 => "one hundred seventh", "th";
    ord_108: 108 => "one hundred eighth", "th";
    ord_109: 109 => "one hundred ninth", "th";
    ord_110: 110 => "one hundred tenth", "th";
}
