package com.lumenpay.payouts;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.IOException;
import java.net.SocketTimeoutException;
import org.junit.jupiter.api.Test;

class RetryingPayoutClientTest {
    @Test
    void retriesATimeoutAndThenSucceeds() {
        int[] calls = {0};
        PayoutGateway flaky = (account, cents) -> {
            if (++calls[0] < 2) {
                throw new SocketTimeoutException("Read timed out");
            }
            return "PO-" + calls[0];
        };
        assertEquals("PO-2", new RetryingPayoutClient(flaky, 3).send("GB29NWBK60161331926819", 1250));
    }

    @Test
    void givesUpAfterTheLastAttempt() {
        PayoutGateway down = (account, cents) -> {
            throw new IOException("Connection reset");
        };
        PayoutFailedException e = assertThrows(PayoutFailedException.class,
                () -> new RetryingPayoutClient(down, 2).send("DE89370400440532013000", 990));
        assertEquals("Connection reset", e.getCause().getMessage());
    }
}
