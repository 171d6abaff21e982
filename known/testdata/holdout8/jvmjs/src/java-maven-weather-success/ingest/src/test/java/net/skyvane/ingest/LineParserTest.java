package net.skyvane.ingest;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import net.skyvane.model.Reading;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class LineParserTest {
    private final LineParser parser = new LineParser();

    @ParameterizedTest
    @CsvSource(delimiter = ',', value = {
        "LB17|1714982400|335|39|10204|83, LB17, 335",
        "KX01|1714983000|-113|88|9896|46, KX01, -113",
        "RV22|1714983600|-121|84|10019|4, RV22, -121",
        "KX01|1714984200|72|73|9871|30, KX01, 72",
        "KX01|1714984800|132|74|9860|72, KX01, 132",
        "KX01|1714985400|335|48|9863|73, KX01, 335",
        "RV22|1714986000|53|26|10026|5, RV22, 53",
        "RV22|1714986600|289|37|10096|53, RV22, 289",
        "KX02|1714987200|126|35|10115|71, KX02, 126",
        "TN09|1714987800|-58|33|9992|47, TN09, -58",
        "KX01|1714988400|130|28|9861|79, KX01, 130",
        "KX02|1714989000|104|88|10237|40, KX02, 104",
        "MH03|1714989600|149|78|10170|38, MH03, 149",
        "KX02|1714990200|256|43|10049|10, KX02, 256",
        "RV22|1714990800|3|87|10306|43, RV22, 3",
        "TN09|1714991400|79|56|9874|15, TN09, 79",
        "RV22|1714992000|64|41|10150|19, RV22, 64",
        "MH03|1714992600|65|25|9879|71, MH03, 65",
        "RV22|1714993200|254|60|10148|88, RV22, 254",
        "LB17|1714993800|154|83|10267|8, LB17, 154",
        "KX01|1714994400|333|54|10285|89, KX01, 333",
        "TN09|1714995000|-117|27|10117|82, TN09, -117",
        "RV22|1714995600|198|77|10091|49, RV22, 198",
        "TN09|1714996200|27|22|10272|45, TN09, 27",
        "KX02|1714996800|162|34|10305|7, KX02, 162",
        "KX02|1714997400|243|56|9932|31, KX02, 243",
        "MH03|1714998000|50|83|9882|21, MH03, 50",
        "MH03|1714998600|55|90|10084|17, MH03, 55",
        "MH03|1714999200|292|90|10085|90, MH03, 292",
        "MH03|1714999800|33|68|10036|19, MH03, 33",
        "KX01|1715000400|-60|39|10037|84, KX01, -60",
        "KX02|1715001000|-144|82|9986|33, KX02, -144",
        "LB17|1715001600|-148|38|10229|68, LB17, -148",
        "LB17|1715002200|162|92|10126|16, LB17, 162",
        "TN09|1715002800|289|85|9855|58, TN09, 289",
        "TN09|1715003400|258|91|10201|50, TN09, 258",
        "MH03|1715004000|51|33|10293|81, MH03, 51",
        "MH03|1715004600|-119|44|9868|26, MH03, -119",
        "MH03|1715005200|-67|34|10148|76, MH03, -67",
        "KX01|1715005800|-98|20|9954|68, KX01, -98"
    })
    void parsesLine(String line, String station, int tempDeci) {
        Reading r = parser.parse(line);
        assertEquals(station, r.station());
        assertEquals(tempDeci, r.tempDeci());
    }

    @Test
    void rejectsShortLine() {
        assertThrows(IllegalArgumentException.class, () -> parser.parse("KX01|1714982400|120"));
    }
}
