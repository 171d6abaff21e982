#include <string.h>
#include <strings.h>
#include "internal.h"

static const char *const names[] = { "debug", "info", "warn", "error" };

const char *quill_level_name(enum quill_level lvl)
{
	return (unsigned)lvl < 4 ? names[lvl] : "unknown";
}

int quill_level_parse(const char *name, enum quill_level *out)
{
	for (int i = 0; i < 4; i++) {
		if (strcasecmp(name, names[i]) == 0) {
			*out = (enum quill_level)i;
			return QUILL_OK;
		}
	}
	return QUILL_EINVAL;
}
