// An exception with a suppressed one from try-with-resources and a cause under it.
public class Suppressed {
    static class Conn implements AutoCloseable {
        public void close() {
            throw new IllegalStateException("close failed");
        }
    }

    static void query() {
        throw new ArithmeticException("/ by zero in query");
    }

    public static void main(String[] args) {
        try (Conn c = new Conn()) {
            try {
                query();
            } catch (ArithmeticException e) {
                throw new RuntimeException("query failed", e);
            }
        }
    }
}
