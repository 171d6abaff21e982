package fm.tidewave.playlist;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/** Shuffles without playing the same artist twice in a row where it can. */
public final class Shuffler {
    private final Random random;

    public Shuffler(Random random) {
        this.random = random;
    }

    public List<Track> shuffle(List<Track> in) {
        List<Track> pool = new ArrayList<>(in);
        List<Track> out = new ArrayList<>();
        while (!pool.isEmpty()) {
            String last = out.isEmpty() ? null : out.get(out.size() - 1).getArtist();
            List<Track> candidates = new ArrayList<>();
            for (Track t : pool) {
                if (!t.getArtist().equals(last)) {
                    candidates.add(t);
                }
            }
            if (candidates.isEmpty()) {
                candidates = pool;
            }
            Track pick = candidates.get(random.nextInt(candidates.size()));
            pool.remove(pick);
            out.add(pick);
        }
        return out;
    }
}
