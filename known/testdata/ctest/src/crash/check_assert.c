#include <assert.h>
#include <string.h>

static int width(const char *s) { return (int)strlen(s); }

int main(void) {
	assert(width("caf\xc3\xa9") == 4);
	return 0;
}
