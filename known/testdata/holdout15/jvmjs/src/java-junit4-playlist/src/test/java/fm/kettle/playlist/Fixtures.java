package fm.kettle.playlist;

import java.util.List;

final class Fixtures {
    static final List<Track> MIXTAPE = List.of(
            new Track("Harbour Lights", "The Quays", 214),
            new Track("Low Tide", "The Quays", 187),
            new Track("Paper Moons", "Ada Fenn", 242),
            new Track("Sleeper Train", "Ada Fenn", 305),
            new Track("Night Bus", "Okoro", 199),
            new Track("Ferris", "Okoro", 176),
            new Track("Rooftops", "Ada Fenn", 221));

    private Fixtures() {}
}
