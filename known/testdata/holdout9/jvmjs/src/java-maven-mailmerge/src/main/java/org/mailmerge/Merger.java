package org.mailmerge;

import org.apache.commons.text.WordUtils;

import java.util.ArrayList;
import java.util.List;

/** Renders one message per recipient, wrapped at 72 columns. */
public class Merger {
    private final Template template;

    public Merger(Template template) {
        this.template = template;
    }

    public List<String> merge(List<Recipient> recipients) {
        List<String> out = new ArrayList<>();
        for (Recipient r : recipients) {
            out.add(WordUtils.wrap(template.render(r.fields()), 72));
        }
        return out;
    }
}
