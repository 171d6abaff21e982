package news.feedmerge;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class TitlesTest {
    @ParameterizedTest
    @CsvSource(delimiter = '=', value = {
        "Error handling in practice | Dev Weekly = Error handling in practice",
        "  Fatal   crash\tfixed  = Fatal crash fixed",
        "Plain title = Plain title",
    })
    void cleans(String raw, String expected) {
        assertEquals(expected, Titles.clean(raw));
    }
}
