package org.wordfreq;

import org.apache.commons.lang3.StringUtils;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

public class Tokenizer {
    public List<String> tokens(String text) {
        List<String> out = new ArrayList<>();
        for (String raw : text.split("[^\\p{L}\\p{Nd}']+")) {
            String t = StringUtils.strip(raw.toLowerCase(Locale.ROOT), "'");
            if (!t.isEmpty()) {
                out.add(t);
            }
        }
        return out;
    }
}
