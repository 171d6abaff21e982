package fm.kettle.playlist;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertTrue;

import java.util.List;
import org.junit.Test;

public class ShuffleTest {
    @Test
    public void keepsEveryTrack() {
        List<Track> out = new Shuffle(7).apply(Fixtures.MIXTAPE);
        assertEquals(Fixtures.MIXTAPE.size(), out.size());
        assertTrue(out.containsAll(Fixtures.MIXTAPE));
    }

    @Test
    public void noArtistTwiceInARow() {
        List<Track> out = new Shuffle(42).apply(Fixtures.MIXTAPE);
        for (int i = 1; i < out.size(); i++) {
            assertTrue(!out.get(i).artist().equals(out.get(i - 1).artist()));
        }
    }
}
