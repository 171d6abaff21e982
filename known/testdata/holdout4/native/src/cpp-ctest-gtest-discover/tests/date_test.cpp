#include <gtest/gtest.h>
#include "textkit.h"

class ValidDate : public ::testing::TestWithParam<const char *> {};
class InvalidDate : public ::testing::TestWithParam<const char *> {};

TEST_P(ValidDate, Parses)
{
	EXPECT_TRUE(textkit::parse_date(GetParam()).has_value()) << GetParam();
}

TEST_P(InvalidDate, Rejected)
{
	EXPECT_FALSE(textkit::parse_date(GetParam()).has_value()) << GetParam();
}

INSTANTIATE_TEST_SUITE_P(Iso, ValidDate,
	::testing::Values("2024-01-01", "2024-01-31", "2024-02-29", "2023-02-28", "2000-02-29",
		"2024-03-31", "2024-04-30", "2024-05-31", "2024-06-30", "2024-07-31", "2024-08-31",
		"2024-09-30", "2024-10-31", "2024-11-30", "2024-12-31", "1970-01-01", "1999-12-31",
		"2038-01-19", "2100-02-28", "2400-02-29", "0001-01-01", "9999-12-31", "2024-06-15",
		"2019-11-11", "2021-08-09", "2022-10-10", "2016-02-29", "1988-02-29"));

INSTANTIATE_TEST_SUITE_P(Iso, InvalidDate,
	::testing::Values("", "2024", "2024-01", "2024-13-01", "2024-00-10", "2024-01-00",
		"2024-01-32", "2023-02-29", "1900-02-29", "2100-02-29", "2024-04-31", "2024-06-31",
		"2024-09-31", "2024-11-31", "24-01-01", "2024/01/01", "2024-1-1", "2024-01-01T",
		"2024-01-01 ", " 2024-01-01", "abcd-ef-gh", "2024-02-30"));
