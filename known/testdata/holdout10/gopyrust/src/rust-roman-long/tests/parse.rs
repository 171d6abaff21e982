use roman::{from_roman, parse_label, Label};

#[test]
fn parses_ii() {
    assert_eq!(from_roman("II"), Some(2));
}

#[test]
fn parses_xl() {
    assert_eq!(from_roman("XL"), Some(40));
}

#[test]
fn parses_lxiv() {
    assert_eq!(from_roman("LXIV"), Some(64));
}

#[test]
fn parses_lxxxi() {
    assert_eq!(from_roman("LXXXI"), Some(81));
}

#[test]
fn parses_clix() {
    assert_eq!(from_roman("CLIX"), Some(159));
}

#[test]
fn parses_clxxiii() {
    assert_eq!(from_roman("CLXXIII"), Some(173));
}

#[test]
fn parses_cxcv() {
    assert_eq!(from_roman("CXCV"), Some(195));
}

#[test]
fn parses_cclxxxii() {
    assert_eq!(from_roman("CCLXXXII"), Some(282));
}

#[test]
fn parses_ccci() {
    assert_eq!(from_roman("CCCI"), Some(301));
}

#[test]
fn parses_ccciv() {
    assert_eq!(from_roman("CCCIV"), Some(304));
}

#[test]
fn parses_cccv() {
    assert_eq!(from_roman("CCCV"), Some(305));
}

#[test]
fn parses_cccxxii() {
    assert_eq!(from_roman("CCCXXII"), Some(322));
}

#[test]
fn parses_ccclxx() {
    assert_eq!(from_roman("CCCLXX"), Some(370));
}

#[test]
fn parses_cdxi() {
    assert_eq!(from_roman("CDXI"), Some(411));
}

#[test]
fn parses_cdxxvi() {
    assert_eq!(from_roman("CDXXVI"), Some(426));
}

#[test]
fn parses_cdxlvii() {
    assert_eq!(from_roman("CDXLVII"), Some(447));
}

#[test]
fn parses_dxviii() {
    assert_eq!(from_roman("DXVIII"), Some(518));
}

#[test]
fn parses_dxxii() {
    assert_eq!(from_roman("DXXII"), Some(522));
}

#[test]
fn parses_dlvi() {
    assert_eq!(from_roman("DLVI"), Some(556));
}

#[test]
fn parses_dc() {
    assert_eq!(from_roman("DC"), Some(600));
}

#[test]
fn parses_dcxxxii() {
    assert_eq!(from_roman("DCXXXII"), Some(632));
}

#[test]
fn parses_dcl() {
    assert_eq!(from_roman("DCL"), Some(650));
}

#[test]
fn parses_dccxix() {
    assert_eq!(from_roman("DCCXIX"), Some(719));
}

#[test]
fn parses_dccxlix() {
    assert_eq!(from_roman("DCCXLIX"), Some(749));
}

#[test]
fn parses_dcclxviii() {
    assert_eq!(from_roman("DCCLXVIII"), Some(768));
}

#[test]
fn parses_dcclxxviii() {
    assert_eq!(from_roman("DCCLXXVIII"), Some(778));
}

#[test]
fn parses_dcccvi() {
    assert_eq!(from_roman("DCCCVI"), Some(806));
}

#[test]
fn parses_dccclv() {
    assert_eq!(from_roman("DCCCLV"), Some(855));
}

#[test]
fn parses_dccclxiv() {
    assert_eq!(from_roman("DCCCLXIV"), Some(864));
}

#[test]
fn parses_dccclxx() {
    assert_eq!(from_roman("DCCCLXX"), Some(870));
}

#[test]
fn parses_dccclxxiv() {
    assert_eq!(from_roman("DCCCLXXIV"), Some(874));
}

#[test]
fn parses_cmxxxvi() {
    assert_eq!(from_roman("CMXXXVI"), Some(936));
}

#[test]
fn parses_cmlxxvii() {
    assert_eq!(from_roman("CMLXXVII"), Some(977));
}

#[test]
fn parses_cmxcvi() {
    assert_eq!(from_roman("CMXCVI"), Some(996));
}

#[test]
fn parses_mxxii() {
    assert_eq!(from_roman("MXXII"), Some(1022));
}

#[test]
fn parses_mxlvi() {
    assert_eq!(from_roman("MXLVI"), Some(1046));
}

#[test]
fn parses_mliii() {
    assert_eq!(from_roman("MLIII"), Some(1053));
}

#[test]
fn parses_mlviii() {
    assert_eq!(from_roman("MLVIII"), Some(1058));
}

#[test]
fn parses_mcvi() {
    assert_eq!(from_roman("MCVI"), Some(1106));
}

#[test]
fn parses_mcxlviii() {
    assert_eq!(from_roman("MCXLVIII"), Some(1148));
}

#[test]
fn parses_mccii() {
    assert_eq!(from_roman("MCCII"), Some(1202));
}

#[test]
fn parses_mccxiv() {
    assert_eq!(from_roman("MCCXIV"), Some(1214));
}

#[test]
fn parses_mccxlvi() {
    assert_eq!(from_roman("MCCXLVI"), Some(1246));
}

#[test]
fn parses_mcclxxiv() {
    assert_eq!(from_roman("MCCLXXIV"), Some(1274));
}

#[test]
fn parses_mcccxlviii() {
    assert_eq!(from_roman("MCCCXLVIII"), Some(1348));
}

#[test]
fn parses_mdxi() {
    assert_eq!(from_roman("MDXI"), Some(1511));
}

#[test]
fn parses_mdxxiii() {
    assert_eq!(from_roman("MDXXIII"), Some(1523));
}

#[test]
fn parses_mdlxxxii() {
    assert_eq!(from_roman("MDLXXXII"), Some(1582));
}

#[test]
fn parses_mdxci() {
    assert_eq!(from_roman("MDXCI"), Some(1591));
}

#[test]
fn parses_mdcv() {
    assert_eq!(from_roman("MDCV"), Some(1605));
}

#[test]
fn parses_mdcxv() {
    assert_eq!(from_roman("MDCXV"), Some(1615));
}

#[test]
fn parses_mdccxxiv() {
    assert_eq!(from_roman("MDCCXXIV"), Some(1724));
}

#[test]
fn parses_mdccxxvii() {
    assert_eq!(from_roman("MDCCXXVII"), Some(1727));
}

#[test]
fn parses_mdcccix() {
    assert_eq!(from_roman("MDCCCIX"), Some(1809));
}

#[test]
fn parses_mdccclvii() {
    assert_eq!(from_roman("MDCCCLVII"), Some(1857));
}

#[test]
fn parses_mcmlxiv() {
    assert_eq!(from_roman("MCMLXIV"), Some(1964));
}

#[test]
fn parses_mcmlxxvii() {
    assert_eq!(from_roman("MCMLXXVII"), Some(1977));
}

#[test]
fn parses_mcmlxxxii() {
    assert_eq!(from_roman("MCMLXXXII"), Some(1982));
}

#[test]
fn parses_mmxii() {
    assert_eq!(from_roman("MMXII"), Some(2012));
}

#[test]
fn parses_mmxcix() {
    assert_eq!(from_roman("MMXCIX"), Some(2099));
}

#[test]
fn parses_mmcxxxi() {
    assert_eq!(from_roman("MMCXXXI"), Some(2131));
}

#[test]
fn parses_mmcclxix() {
    assert_eq!(from_roman("MMCCLXIX"), Some(2269));
}

#[test]
fn parses_mmccxcii() {
    assert_eq!(from_roman("MMCCXCII"), Some(2292));
}

#[test]
fn parses_mmcccliv() {
    assert_eq!(from_roman("MMCCCLIV"), Some(2354));
}

#[test]
fn parses_mmccclxiv() {
    assert_eq!(from_roman("MMCCCLXIV"), Some(2364));
}

#[test]
fn parses_mmccclxxxvii() {
    assert_eq!(from_roman("MMCCCLXXXVII"), Some(2387));
}

#[test]
fn parses_mmcdvi() {
    assert_eq!(from_roman("MMCDVI"), Some(2406));
}

#[test]
fn parses_mmcdxxviii() {
    assert_eq!(from_roman("MMCDXXVIII"), Some(2428));
}

#[test]
fn parses_mmcdxliv() {
    assert_eq!(from_roman("MMCDXLIV"), Some(2444));
}

#[test]
fn parses_mmcdlxiii() {
    assert_eq!(from_roman("MMCDLXIII"), Some(2463));
}

#[test]
fn parses_mmcdlxvi() {
    assert_eq!(from_roman("MMCDLXVI"), Some(2466));
}

#[test]
fn parses_mmcdlxxiii() {
    assert_eq!(from_roman("MMCDLXXIII"), Some(2473));
}

#[test]
fn parses_mmd() {
    assert_eq!(from_roman("MMD"), Some(2500));
}

#[test]
fn parses_mmdi() {
    assert_eq!(from_roman("MMDI"), Some(2501));
}

#[test]
fn parses_mmdxvii() {
    assert_eq!(from_roman("MMDXVII"), Some(2517));
}

#[test]
fn parses_mmdxxiii() {
    assert_eq!(from_roman("MMDXXIII"), Some(2523));
}

#[test]
fn parses_mmdxlix() {
    assert_eq!(from_roman("MMDXLIX"), Some(2549));
}

#[test]
fn parses_mmdlxx() {
    assert_eq!(from_roman("MMDLXX"), Some(2570));
}

#[test]
fn parses_mmdlxxvii() {
    assert_eq!(from_roman("MMDLXXVII"), Some(2577));
}

#[test]
fn parses_mmdcviii() {
    assert_eq!(from_roman("MMDCVIII"), Some(2608));
}

#[test]
fn parses_mmdcxxix() {
    assert_eq!(from_roman("MMDCXXIX"), Some(2629));
}

#[test]
fn parses_mmdclxxvii() {
    assert_eq!(from_roman("MMDCLXXVII"), Some(2677));
}

#[test]
fn parses_mmdcccxiv() {
    assert_eq!(from_roman("MMDCCCXIV"), Some(2814));
}

#[test]
fn parses_mmdccclxxxvi() {
    assert_eq!(from_roman("MMDCCCLXXXVI"), Some(2886));
}

#[test]
fn parses_mmcmli() {
    assert_eq!(from_roman("MMCMLI"), Some(2951));
}

#[test]
fn parses_mmcmlxxii() {
    assert_eq!(from_roman("MMCMLXXII"), Some(2972));
}

#[test]
fn parses_mmmxxix() {
    assert_eq!(from_roman("MMMXXIX"), Some(3029));
}

#[test]
fn parses_mmmxxxi() {
    assert_eq!(from_roman("MMMXXXI"), Some(3031));
}

#[test]
fn parses_mmmclxv() {
    assert_eq!(from_roman("MMMCLXV"), Some(3165));
}

#[test]
fn parses_mmmccxci() {
    assert_eq!(from_roman("MMMCCXCI"), Some(3291));
}

#[test]
fn parses_mmmcccl() {
    assert_eq!(from_roman("MMMCCCL"), Some(3350));
}

#[test]
fn parses_mmmccclxxiv() {
    assert_eq!(from_roman("MMMCCCLXXIV"), Some(3374));
}

#[test]
fn parses_mmmcdi() {
    assert_eq!(from_roman("MMMCDI"), Some(3401));
}

#[test]
fn parses_mmmcdx() {
    assert_eq!(from_roman("MMMCDX"), Some(3410));
}

#[test]
fn parses_mmmcdxcii() {
    assert_eq!(from_roman("MMMCDXCII"), Some(3492));
}

#[test]
fn parses_mmmd() {
    assert_eq!(from_roman("MMMD"), Some(3500));
}

#[test]
fn parses_mmmdxli() {
    assert_eq!(from_roman("MMMDXLI"), Some(3541));
}

#[test]
fn parses_mmmdl() {
    assert_eq!(from_roman("MMMDL"), Some(3550));
}

#[test]
fn parses_mmmdcxiv() {
    assert_eq!(from_roman("MMMDCXIV"), Some(3614));
}

#[test]
fn parses_mmmdcxxv() {
    assert_eq!(from_roman("MMMDCXXV"), Some(3625));
}

#[test]
fn parses_mmmdccvii() {
    assert_eq!(from_roman("MMMDCCVII"), Some(3707));
}

#[test]
fn parses_mmmdccxxi() {
    assert_eq!(from_roman("MMMDCCXXI"), Some(3721));
}

#[test]
fn parses_mmmdcclviii() {
    assert_eq!(from_roman("MMMDCCLVIII"), Some(3758));
}

#[test]
fn parses_mmmdcccvii() {
    assert_eq!(from_roman("MMMDCCCVII"), Some(3807));
}

#[test]
fn parses_mmmdccclii() {
    assert_eq!(from_roman("MMMDCCCLII"), Some(3852));
}

#[test]
fn parses_mmmdcccxcii() {
    assert_eq!(from_roman("MMMDCCCXCII"), Some(3892));
}

#[test]
fn parses_mmmcmxxix() {
    assert_eq!(from_roman("MMMCMXXIX"), Some(3929));
}

#[test]
fn parses_mmmcmxliv() {
    assert_eq!(from_roman("MMMCMXLIV"), Some(3944));
}

#[test]
fn parses_mmmcmlxxvii() {
    assert_eq!(from_roman("MMMCMLXXVII"), Some(3977));
}

#[test]
fn parses_mmmcmxciv() {
    assert_eq!(from_roman("MMMCMXCIV"), Some(3994));
}

#[test]
fn rejects_non_canonical() {
    for s in ["IIII", "VX", "IC", "MMMM"] {
        assert_eq!(from_roman(s), None, "{} is not canonical", s);
    }
}

#[test]
fn rejects_lower_case() {
    assert_eq!(from_roman("xiv"), None);
}

#[test]
fn label_with_era() {
    assert_eq!(
        parse_label("DCCLIII BC"),
        Some(Label {
            year: 753,
            era: "BC".to_string()
        })
    );
}

#[test]
fn label_defaults_to_ad() {
    assert_eq!(
        parse_label("MMXXIV"),
        Some(Label {
            year: 2024,
            era: "AD".to_string()
        })
    );
}
