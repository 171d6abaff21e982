package org.mailmerge;

import org.junit.Test;

import java.util.List;

import static org.junit.Assert.assertEquals;

public class MergerTest {
    @Test
    public void rendersEachRecipient() {
        Merger m = new Merger(new Template("Hello ${firstName} ${lastName}!"));
        List<String> out = m.merge(List.of(new Recipient("a@x.org", "ada", "lovelace")));
        assertEquals(List.of("Hello Ada Lovelace!"), out);
    }
}
