package org.wordfreq;

import org.junit.Test;

import java.util.Arrays;

import static org.junit.Assert.assertEquals;

public class TokenizerTest {
    @Test
    public void splitsOnPunctuation() {
        assertEquals(Arrays.asList("it's", "a", "test"), new Tokenizer().tokens("It's a test!"));
    }
}
