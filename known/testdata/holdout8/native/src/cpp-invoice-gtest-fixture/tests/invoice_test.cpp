#include <gtest/gtest.h>

#include <fstream>
#include <string>

#include "invoice.hpp"
#include "parse.hpp"
#include "render.hpp"

using inv::Money;

TEST(InvoiceTotals, Empty)
{
    inv::Invoice i{"INV-0", "DE", {}};
    EXPECT_EQ(i.net_total().cents, 0);
    EXPECT_EQ(i.tax_total().cents, 0);
}

TEST(InvoiceTotals, SingleLine)
{
    inv::Invoice i{"INV-1", "DE", {{"Widget", 2, Money{1000}, inv::TaxClass::Standard, 0}}};
    EXPECT_EQ(i.net_total().cents, 2000);
    EXPECT_EQ(i.tax_total().cents, 380);
    EXPECT_EQ(i.gross_total().cents, 2380);
}

TEST(InvoiceTotals, DiscountAppliesBeforeTax)
{
    inv::Invoice i{"INV-2", "AT", {{"Service", 1, Money{20000}, inv::TaxClass::Standard, 2500}}};
    EXPECT_EQ(i.net_total().cents, 15000);
    EXPECT_EQ(i.tax_total().cents, 3000);
}

TEST(InvoiceTotals, TaxPerRateNotPerLine)
{
    inv::Invoice i{"INV-3", "DE",
                   {{"a", 1, Money{3}, inv::TaxClass::Standard, 0}, {"b", 1, Money{3}, inv::TaxClass::Standard, 0}}};
    // 6 cents at 19% = 1.14 -> 1; per line it would be 1 + 1
    EXPECT_EQ(i.tax_total().cents, 1);
}

TEST(InvoiceTotals, UnknownCountryThrows)
{
    inv::Invoice i{"INV-4", "ZZ", {{"a", 1, Money{100}, inv::TaxClass::Standard, 0}}};
    EXPECT_THROW(i.tax_total(), std::invalid_argument);
}

class InvoiceFileTest : public ::testing::Test {
protected:
    void SetUp() override
    {
        const std::string path = "tests/testdata/invoice_basic.txt";
        std::ifstream in(path);
        ASSERT_TRUE(in.is_open()) << "cannot open fixture " << path;
        invoice_ = inv::parse_invoice(in);
    }

    inv::Invoice invoice_;
};

TEST_F(InvoiceFileTest, Header)
{
    EXPECT_EQ(invoice_.number, "INV-2024-0042");
    EXPECT_EQ(invoice_.country, "DE");
}

TEST_F(InvoiceFileTest, LineCount) { EXPECT_EQ(invoice_.lines.size(), 4u); }

TEST_F(InvoiceFileTest, Discount) { EXPECT_EQ(invoice_.lines[1].net().cents, 8091); }

TEST_F(InvoiceFileTest, NetTotal) { EXPECT_EQ(invoice_.net_total().cents, 114000 + 8091 + 7350 + 495); }

TEST_F(InvoiceFileTest, TaxByRate)
{
    auto t = invoice_.tax_by_rate();
    ASSERT_EQ(t.size(), 3u);
    EXPECT_EQ(t[1900].cents, 23197);
    EXPECT_EQ(t[700].cents, 515);
    EXPECT_EQ(t[0].cents, 0);
}

TEST_F(InvoiceFileTest, RenderMentionsTotal)
{
    EXPECT_NE(inv::render_text(invoice_).find("total"), std::string::npos);
}
