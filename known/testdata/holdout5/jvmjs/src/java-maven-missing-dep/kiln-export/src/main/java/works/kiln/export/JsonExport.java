package works.kiln.export;

import com.google.gson.Gson;
import com.google.gson.JsonObject;
import works.kiln.core.Cone;
import works.kiln.core.Firing;

/** A firing summary as JSON. */
public final class JsonExport {
    private static final Gson GSON = new Gson();

    public static String summary(Firing f) {
        JsonObject o = new JsonObject();
        o.addProperty("program", f.program());
        o.addProperty("peak", f.peak());
        Cone c = Cone.reached(f.peak());
        o.addProperty("cone", c == null ? "none" : c.name());
        return GSON.toJson(o);
    }
}
