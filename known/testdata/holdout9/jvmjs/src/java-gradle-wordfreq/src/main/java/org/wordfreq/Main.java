package org.wordfreq;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Paths;
import java.util.Map;

public class Main {
    public static void main(String[] args) throws Exception {
        Counter c = new Counter();
        String text = new String(Files.readAllBytes(Paths.get(args[0])), StandardCharsets.UTF_8);
        c.addAll(new Tokenizer().tokens(text));
        for (Map.Entry<String, Integer> e : c.top(args.length > 1 ? Integer.parseInt(args[1]) : 20)) {
            System.out.printf("%6d %s%n", e.getValue(), e.getKey());
        }
    }
}
