#include <stdlib.h>
#include "check.h"
#include "strkit.h"

int main(void)
{
	char *t = sk_trim("  \t padded \n"), *j = sk_escape_json("say \"hi\"\n\x01");

	CHECK_STR(t, "padded");
	CHECK_STR(j, "say \\\"hi\\\"\\n\\u0001");
	free(t);
	free(j);
	checks++;
	if (!sk_starts_with("prefix-rest", "prefix-")) {
		failed++;
		puts("  FAIL starts_with");
	}
	REPORT("trim_json");
}
