package com.tallyhouse.invoice;

import static org.junit.jupiter.api.Assertions.*;

import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

class InvoiceNumberTest {
    @Nested
    class Parsing {
        @Test
        void readsYearAndSequence() {
            assertEquals(new InvoiceNumber(2024, 42), InvoiceNumber.parse("TH-2024-00042"));
        }

        @Test
        void rejectsShortSequence() {
            assertThrows(IllegalArgumentException.class, () -> InvoiceNumber.parse("TH-2024-42"));
        }

        @Test
        void rejectsOtherPrefix() {
            assertThrows(IllegalArgumentException.class, () -> InvoiceNumber.parse("INV-2024-00042"));
        }
    }

    @Nested
    class Formatting {
        @Test
        void padsSequence() {
            assertEquals("TH-2024-00007", new InvoiceNumber(2024, 7).toString());
        }

        @Test
        void nextIncrements() {
            assertEquals("TH-2024-00100", InvoiceNumber.parse("TH-2024-00099").next().toString());
        }
    }
}
