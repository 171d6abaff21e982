import java.util.ArrayList;
import java.util.List;

public class Legacy {
    @SuppressWarnings("unused")
    private final List raw = new ArrayList();

    @Deprecated
    public void old() {
    }

    public void use() {
        raw.add("x");
        new Thread().stop();
    }
}
