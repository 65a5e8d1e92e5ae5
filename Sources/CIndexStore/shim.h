#include <indexstore/indexstore.h>
