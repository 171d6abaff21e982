package io.acme.etl;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.List;
import java.util.logging.Logger;

public class Pipeline {
    private static final Logger LOG = Logger.getLogger("etl");

    static class StageException extends RuntimeException {
        StageException(String msg, Throwable cause) { super(msg, cause); }
    }

    static int parseAmount(String field) {
        return Integer.parseInt(field.trim());
    }

    static void load(String row) throws IOException {
        try {
            parseAmount(row.split(";")[2]);
        } catch (NumberFormatException e) {
            throw new IOException("bad row: " + row, e);
        }
    }

    static void stage(String name, List<String> rows) {
        for (String r : rows) {
            try {
                load(r);
                System.out.println("[" + name + "] loaded " + r);
            } catch (IOException e) {
                throw new StageException("stage '" + name + "' failed", new UncheckedIOException(e));
            }
        }
    }

    public static void main(String[] args) throws Exception {
        System.out.println("etl: starting 2 stages");
        Thread t = new Thread(() -> stage("orders", List.of("o1;2024-01-01;120", "o2;2024-01-02;75", "o3;2024-01-02;12,5")), "stage-orders");
        t.start();
        t.join();
        System.out.println("etl: stage-orders finished");
        stage("refunds", List.of("r1;2024-01-03;-20"));
        System.out.println("etl: done");
        System.exit(t.isAlive() ? 0 : 3);
    }
}
