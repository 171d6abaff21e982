package news.feedmerge;

public final class Titles {
    private Titles() {}

    /** Collapses whitespace and strips a trailing " | Site Name". */
    public static String clean(String raw) {
        String t = raw.replaceAll("\\s+", " ").trim();
        int bar = t.lastIndexOf(" | ");
        return bar > 0 ? t.substring(0, bar) : t;
    }
}
