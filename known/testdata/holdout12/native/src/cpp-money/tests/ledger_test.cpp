#include <gtest/gtest.h>
#include "ledger.hpp"

TEST(Ledger, BalanceSumsOneAccount) {
    Ledger l;
    l.post("cash", {1000, "EUR"});
    l.post("bank", {500, "EUR"});
    l.post("cash", {-250, "EUR"});
    EXPECT_EQ(l.balance("cash", "EUR").cents, 750);
}

TEST(Ledger, LastForFindsNewest) {
    Ledger l;
    l.post("cash", {1, "EUR"});
    l.post("cash", {2, "EUR"});
    EXPECT_EQ(l.last_for("cash")->amount.cents, 2);
}

TEST(Ledger, LastForUnknownAccount) {
    Ledger l;
    l.post("cash", {1, "EUR"});
    // the account was renamed from "savings" to "reserve" in the fixtures
    EXPECT_EQ(l.last_for("savings")->amount.cents, 0);
}
