package com.recurly.lite.engine;

import com.recurly.lite.model.Money;

import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/** Groups renewals into one invoice per customer. */
public class Invoicer {
    public Map<String, Money> invoices(List<RenewalScheduler.Renewal> renewals) {
        Map<String, Money> out = new TreeMap<>();
        for (RenewalScheduler.Renewal r : renewals) {
            out.merge(r.subscription().customer(), r.subscription().plan().price(), Money::plus);
        }
        out.forEach((customer, total) -> Log.info("invoicer", "invoice %s total=%s", customer, total));
        return out;
    }
}
