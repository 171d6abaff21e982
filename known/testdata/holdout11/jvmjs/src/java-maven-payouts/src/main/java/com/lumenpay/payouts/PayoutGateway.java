package com.lumenpay.payouts;

import java.io.IOException;

/** The bank's payout endpoint. */
public interface PayoutGateway {
    String submit(String account, long cents) throws IOException;
}
