import pytest
from geo import haversine, bbox, normalize_lon

def test_normalize_00():
    assert normalize_lon(-5) == -5

def test_normalize_01():
    assert normalize_lon(-93) == -93

def test_normalize_02():
    assert normalize_lon(32) == 32

def test_normalize_03():
    assert normalize_lon(163) == 163

def test_normalize_04():
    assert normalize_lon(-146) == -146

def test_normalize_05():
    assert normalize_lon(-133) == -133

def test_normalize_06():
    assert normalize_lon(104) == 104

def test_normalize_07():
    assert normalize_lon(-122) == -122

def test_normalize_08():
    assert normalize_lon(17) == 17

def test_normalize_09():
    assert normalize_lon(128) == 128

def test_normalize_10():
    assert normalize_lon(-141) == -141

def test_normalize_11():
    assert normalize_lon(89) == 89

def test_normalize_12():
    assert normalize_lon(-61) == -61

def test_normalize_13():
    assert normalize_lon(-151) == -151

def test_normalize_14():
    assert normalize_lon(-126) == -126

def test_normalize_15():
    assert normalize_lon(52) == 52

def test_normalize_16():
    assert normalize_lon(44) == 44

def test_normalize_17():
    assert normalize_lon(-135) == -135

def test_normalize_18():
    assert normalize_lon(-47) == -47

def test_normalize_19():
    assert normalize_lon(-124) == -124

def test_normalize_20():
    assert normalize_lon(112) == 112

def test_normalize_21():
    assert normalize_lon(47) == 47

def test_normalize_22():
    assert normalize_lon(-140) == -140

def test_normalize_23():
    assert normalize_lon(119) == 119

def test_normalize_24():
    assert normalize_lon(-107) == -107

def test_normalize_25():
    assert normalize_lon(-56) == -56

def test_normalize_26():
    assert normalize_lon(152) == 152

def test_normalize_27():
    assert normalize_lon(151) == 151

def test_normalize_28():
    assert normalize_lon(128) == 128

def test_normalize_29():
    assert normalize_lon(-139) == -139

def test_normalize_30():
    assert normalize_lon(125) == 125

def test_normalize_31():
    assert normalize_lon(129) == 129

def test_normalize_32():
    assert normalize_lon(33) == 33

def test_normalize_33():
    assert normalize_lon(-145) == -145

def test_normalize_34():
    assert normalize_lon(-57) == -57

def test_normalize_35():
    assert normalize_lon(-147) == -147

def test_normalize_36():
    assert normalize_lon(115) == 115

def test_normalize_37():
    assert normalize_lon(-102) == -102

def test_normalize_38():
    assert normalize_lon(-22) == -22

def test_normalize_39():
    assert normalize_lon(44) == 44

def test_normalize_40():
    assert normalize_lon(-97) == -97

def test_normalize_41():
    assert normalize_lon(106) == 106

def test_normalize_42():
    assert normalize_lon(-110) == -110

def test_normalize_43():
    assert normalize_lon(122) == 122

def test_normalize_44():
    assert normalize_lon(-13) == -13

def test_normalize_45():
    assert normalize_lon(116) == 116

def test_normalize_46():
    assert normalize_lon(-78) == -78

def test_normalize_47():
    assert normalize_lon(-118) == -118

def test_normalize_48():
    assert normalize_lon(127) == 127

def test_normalize_49():
    assert normalize_lon(122) == 122

def test_normalize_50():
    assert normalize_lon(157) == 157

def test_normalize_51():
    assert normalize_lon(-74) == -74

def test_normalize_52():
    assert normalize_lon(20) == 20

def test_normalize_53():
    assert normalize_lon(-121) == -121

def test_normalize_54():
    assert normalize_lon(110) == 110

def test_normalize_55():
    assert normalize_lon(-138) == -138

def test_normalize_56():
    assert normalize_lon(118) == 118

def test_normalize_57():
    assert normalize_lon(-140) == -140

def test_normalize_58():
    assert normalize_lon(146) == 146

def test_normalize_59():
    assert normalize_lon(-65) == -65

def test_normalize_wraps():
    assert normalize_lon(190) == -170

def test_normalize_edge():
    assert normalize_lon(180) == 180

def test_zero_distance_00():
    p = (-30.5, -60.25)
    assert haversine(p, p) == 0

def test_zero_distance_01():
    p = (-29.5, -58.25)
    assert haversine(p, p) == 0

def test_zero_distance_02():
    p = (-28.5, -56.25)
    assert haversine(p, p) == 0

def test_zero_distance_03():
    p = (-27.5, -54.25)
    assert haversine(p, p) == 0

def test_zero_distance_04():
    p = (-26.5, -52.25)
    assert haversine(p, p) == 0

def test_zero_distance_05():
    p = (-25.5, -50.25)
    assert haversine(p, p) == 0

def test_zero_distance_06():
    p = (-24.5, -48.25)
    assert haversine(p, p) == 0

def test_zero_distance_07():
    p = (-23.5, -46.25)
    assert haversine(p, p) == 0

def test_zero_distance_08():
    p = (-22.5, -44.25)
    assert haversine(p, p) == 0

def test_zero_distance_09():
    p = (-21.5, -42.25)
    assert haversine(p, p) == 0

def test_zero_distance_10():
    p = (-20.5, -40.25)
    assert haversine(p, p) == 0

def test_zero_distance_11():
    p = (-19.5, -38.25)
    assert haversine(p, p) == 0

def test_zero_distance_12():
    p = (-18.5, -36.25)
    assert haversine(p, p) == 0

def test_zero_distance_13():
    p = (-17.5, -34.25)
    assert haversine(p, p) == 0

def test_zero_distance_14():
    p = (-16.5, -32.25)
    assert haversine(p, p) == 0

def test_zero_distance_15():
    p = (-15.5, -30.25)
    assert haversine(p, p) == 0

def test_zero_distance_16():
    p = (-14.5, -28.25)
    assert haversine(p, p) == 0

def test_zero_distance_17():
    p = (-13.5, -26.25)
    assert haversine(p, p) == 0

def test_zero_distance_18():
    p = (-12.5, -24.25)
    assert haversine(p, p) == 0

def test_zero_distance_19():
    p = (-11.5, -22.25)
    assert haversine(p, p) == 0

def test_zero_distance_20():
    p = (-10.5, -20.25)
    assert haversine(p, p) == 0

def test_zero_distance_21():
    p = (-9.5, -18.25)
    assert haversine(p, p) == 0

def test_zero_distance_22():
    p = (-8.5, -16.25)
    assert haversine(p, p) == 0

def test_zero_distance_23():
    p = (-7.5, -14.25)
    assert haversine(p, p) == 0

def test_zero_distance_24():
    p = (-6.5, -12.25)
    assert haversine(p, p) == 0

def test_zero_distance_25():
    p = (-5.5, -10.25)
    assert haversine(p, p) == 0

def test_zero_distance_26():
    p = (-4.5, -8.25)
    assert haversine(p, p) == 0

def test_zero_distance_27():
    p = (-3.5, -6.25)
    assert haversine(p, p) == 0

def test_zero_distance_28():
    p = (-2.5, -4.25)
    assert haversine(p, p) == 0

def test_zero_distance_29():
    p = (-1.5, -2.25)
    assert haversine(p, p) == 0

def test_zero_distance_30():
    p = (0.5, 0.25)
    assert haversine(p, p) == 0

def test_zero_distance_31():
    p = (1.5, 2.25)
    assert haversine(p, p) == 0

def test_zero_distance_32():
    p = (2.5, 4.25)
    assert haversine(p, p) == 0

def test_zero_distance_33():
    p = (3.5, 6.25)
    assert haversine(p, p) == 0

def test_zero_distance_34():
    p = (4.5, 8.25)
    assert haversine(p, p) == 0

def test_zero_distance_35():
    p = (5.5, 10.25)
    assert haversine(p, p) == 0

def test_zero_distance_36():
    p = (6.5, 12.25)
    assert haversine(p, p) == 0

def test_zero_distance_37():
    p = (7.5, 14.25)
    assert haversine(p, p) == 0

def test_zero_distance_38():
    p = (8.5, 16.25)
    assert haversine(p, p) == 0

def test_zero_distance_39():
    p = (9.5, 18.25)
    assert haversine(p, p) == 0

def test_zero_distance_40():
    p = (10.5, 20.25)
    assert haversine(p, p) == 0

def test_zero_distance_41():
    p = (11.5, 22.25)
    assert haversine(p, p) == 0

def test_zero_distance_42():
    p = (12.5, 24.25)
    assert haversine(p, p) == 0

def test_zero_distance_43():
    p = (13.5, 26.25)
    assert haversine(p, p) == 0

def test_zero_distance_44():
    p = (14.5, 28.25)
    assert haversine(p, p) == 0

def test_zero_distance_45():
    p = (15.5, 30.25)
    assert haversine(p, p) == 0

def test_zero_distance_46():
    p = (16.5, 32.25)
    assert haversine(p, p) == 0

def test_zero_distance_47():
    p = (17.5, 34.25)
    assert haversine(p, p) == 0

def test_zero_distance_48():
    p = (18.5, 36.25)
    assert haversine(p, p) == 0

def test_zero_distance_49():
    p = (19.5, 38.25)
    assert haversine(p, p) == 0

def test_zero_distance_50():
    p = (20.5, 40.25)
    assert haversine(p, p) == 0

def test_zero_distance_51():
    p = (21.5, 42.25)
    assert haversine(p, p) == 0

def test_zero_distance_52():
    p = (22.5, 44.25)
    assert haversine(p, p) == 0

def test_zero_distance_53():
    p = (23.5, 46.25)
    assert haversine(p, p) == 0

def test_zero_distance_54():
    p = (24.5, 48.25)
    assert haversine(p, p) == 0

def test_zero_distance_55():
    p = (25.5, 50.25)
    assert haversine(p, p) == 0

def test_zero_distance_56():
    p = (26.5, 52.25)
    assert haversine(p, p) == 0

def test_zero_distance_57():
    p = (27.5, 54.25)
    assert haversine(p, p) == 0

def test_zero_distance_58():
    p = (28.5, 56.25)
    assert haversine(p, p) == 0

def test_zero_distance_59():
    p = (29.5, 58.25)
    assert haversine(p, p) == 0

def test_bbox():
    assert bbox([(1, 2), (3, -4)]) == (1, -4, 3, 2)
