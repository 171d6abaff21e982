package eu.parcelpoint.shipping.rates;

import eu.parcelpoint.shipping.model.Parcel;
import eu.parcelpoint.shipping.model.Zone;

import java.util.Comparator;
import java.util.List;
import java.util.Optional;

/** Picks the cheapest quote among several rate cards. */
public class Cheapest {
    private final List<RateCard> cards;

    public Cheapest(List<RateCard> cards) {
        this.cards = List.copyOf(cards);
    }

    public Optional<Quote> pick(Parcel parcel, Zone zone) {
        return cards.stream()
            .map(c -> c.quote(parcel, zone))
            .min(Comparator.comparing(Quote::price));
    }
}
