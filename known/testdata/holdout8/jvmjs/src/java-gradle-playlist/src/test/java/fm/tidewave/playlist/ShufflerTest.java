package fm.tidewave.playlist;

import static org.hamcrest.MatcherAssert.assertThat;
import static org.hamcrest.Matchers.containsInAnyOrder;
import static org.hamcrest.Matchers.hasSize;
import static org.junit.Assert.assertNotEquals;

import java.util.Arrays;
import java.util.List;
import org.junit.Test;

public class ShufflerTest {
    private final List<Track> tracks = Arrays.asList(
            new Track("t1", "Nala", "Sunrise", 214),
            new Track("t2", "Okra", "Drift", 187),
            new Track("t3", "Nala", "Tides", 240),
            new Track("t4", "Pim", "Glass", 201));

    @Test
    public void keepsEveryTrack() {
        List<Track> out = new Shuffler(42).shuffle(tracks);
        assertThat(out, hasSize(4));
        assertThat(out, containsInAnyOrder(tracks.toArray()));
    }

    @Test
    public void avoidsSameArtistTwiceInARow() {
        List<Track> out = new Shuffler(7).shuffle(tracks);
        for (int i = 1; i < out.size(); i++) {
            assertNotEquals(out.get(i - 1).getArtist(), out.get(i).getArtist());
        }
    }
}
