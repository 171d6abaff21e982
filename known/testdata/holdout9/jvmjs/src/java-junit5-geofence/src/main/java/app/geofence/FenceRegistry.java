package app.geofence;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.Reader;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** Named fences read from lines like "depot circle 52.37 4.89 250". */
public class FenceRegistry {
    private final Map<String, Fence> fences = new LinkedHashMap<>();

    public static FenceRegistry load(Reader in) throws IOException {
        FenceRegistry r = new FenceRegistry();
        BufferedReader br = new BufferedReader(in);
        String line;
        while ((line = br.readLine()) != null) {
            line = line.strip();
            if (line.isEmpty() || line.startsWith("#")) {
                continue;
            }
            String[] f = line.split("\\s+");
            switch (f[1]) {
                case "circle" -> r.fences.put(f[0], new Circle(
                    new LatLon(Double.parseDouble(f[2]), Double.parseDouble(f[3])), Double.parseDouble(f[4])));
                case "polygon" -> {
                    List<LatLon> pts = new ArrayList<>();
                    for (int i = 2; i + 1 < f.length; i += 2) {
                        pts.add(new LatLon(Double.parseDouble(f[i]), Double.parseDouble(f[i + 1])));
                    }
                    r.fences.put(f[0], new Polygon(pts));
                }
                default -> throw new IOException("unknown fence kind: " + f[1]);
            }
        }
        return r;
    }

    public List<String> matching(LatLon p) {
        List<String> out = new ArrayList<>();
        fences.forEach((name, fence) -> {
            if (fence.contains(p)) {
                out.add(name);
            }
        });
        return out;
    }

    public int size() {
        return fences.size();
    }
}
