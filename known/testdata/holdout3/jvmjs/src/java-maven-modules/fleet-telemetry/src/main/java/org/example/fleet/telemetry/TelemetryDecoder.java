package org.example.fleet.telemetry;

import java.time.Instant;
import org.example.fleet.model.Position;

/** Decodes "PLATE|lat|lon|epochSeconds" frames. */
public final class TelemetryDecoder {
    public Position decode(String frame) {
        String[] f = frame.split("\\|");
        if (f.length != 4) {
            throw new IllegalArgumentException("bad frame: " + frame);
        }
        return new Position(f[0], Double.parseDouble(f[1]), Double.parseDouble(f[2]),
                Instant.ofEpochSecond(Long.parseLong(f[3])));
    }

    public String encode(Position p) {
        return String.join("|", p.plate(), p.lat(), p.lon(), Long.toString(p.at().getEpochSecond()));
    }
}
