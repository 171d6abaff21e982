#include <gtest/gtest.h>

#include <string>

#include "render.hpp"

using inv::Money;

namespace {

inv::Invoice sample()
{
    return {"INV-9", "FR",
            {{"Croissants", 12, Money{120}, inv::TaxClass::Reduced, 0},
             {"Espresso machine", 1, Money{34900}, inv::TaxClass::Standard, 1000}}};
}

} // namespace

TEST(Render, Header) { EXPECT_EQ(inv::render_text(sample()).rfind("Invoice INV-9 (FR)\n", 0), 0u); }

TEST(Render, OneRowPerLine)
{
    std::string t = inv::render_text(sample());
    EXPECT_NE(t.find("Croissants"), std::string::npos);
    EXPECT_NE(t.find("Espresso machine"), std::string::npos);
}

TEST(Render, TaxRatesPrinted)
{
    std::string t = inv::render_text(sample());
    EXPECT_NE(t.find("tax 5.50%"), std::string::npos) << t;
    EXPECT_NE(t.find("tax 20.00%"), std::string::npos) << t;
}

TEST(Render, Totals)
{
    std::string t = inv::render_text(sample());
    EXPECT_NE(t.find("328.50"), std::string::npos) << t;  // 14.40 + 314.10
    EXPECT_NE(t.find("392.11"), std::string::npos) << t;  // + 0.79 + 62.82 = 392.11
}

TEST(Render, LongDescriptionTruncated)
{
    inv::Invoice i{"INV-10", "DE", {{std::string(80, 'x'), 1, Money{100}, inv::TaxClass::Zero, 0}}};
    EXPECT_EQ(inv::render_text(i).find(std::string(31, 'x')), std::string::npos);
}
