package com.lumenpay.payouts;

import java.io.IOException;
import java.util.logging.Level;
import java.util.logging.Logger;

/** Submits a payout, retrying transient gateway failures. */
public final class RetryingPayoutClient {
    private static final Logger LOG = Logger.getLogger(RetryingPayoutClient.class.getName());

    private final PayoutGateway gateway;
    private final int attempts;

    public RetryingPayoutClient(PayoutGateway gateway, int attempts) {
        this.gateway = gateway;
        this.attempts = attempts;
    }

    public String send(String account, long cents) {
        IOException last = null;
        for (int i = 1; i <= attempts; i++) {
            try {
                return gateway.submit(account, cents);
            } catch (IOException e) {
                last = e;
                LOG.warning("payout to " + account + " failed on attempt " + i + " of " + attempts + ": " + e.getMessage());
            }
        }
        LOG.log(Level.SEVERE, "giving up on payout to " + account, last);
        throw new PayoutFailedException(account, last);
    }
}
