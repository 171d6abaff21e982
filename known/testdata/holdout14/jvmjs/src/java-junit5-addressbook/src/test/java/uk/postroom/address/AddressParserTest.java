package uk.postroom.address;

import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class AddressParserTest {
    @Test
    void threeLineBlock() {
        Address a = AddressParser.parse("10 Downing Street\nLondon\nSW1A 2AA");
        assertAll("address",
                () -> assertEquals("10 Downing Street", a.line1()),
                () -> assertEquals("London", a.town()),
                () -> assertEquals("SW1A 2AA", a.postcode()));
    }

    @Test
    void blockWithFlatNumberAndBlankLines() {
        Address a = AddressParser.parse("Flat 3\n\n  27 Quay Road \nBristol\nbs1 6ab\n");
        assertAll("address",
                () -> assertEquals("Flat 3, 27 Quay Road", a.line1()),
                () -> assertEquals("Bristol", a.town()),
                () -> assertEquals("BS1 6AB", a.postcode()));
    }

    @ParameterizedTest
    @CsvSource({"sw1a1aa, SW1A 1AA", "bs1 6ab, BS1 6AB", "M11AE, M1 1AE", "  eh1 1yz, EH1 1YZ"})
    void normalisesPostcodes(String raw, String want) {
        assertEquals(want, AddressParser.normalisePostcode(raw));
    }
}
