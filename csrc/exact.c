/* exact_copy: a private deep copy of a Python value that is exact JSON data within the
   limits, made in one pass that also checks it (agilerl.models._validation); spec
   validation judges and builds from the copy, so no validated object shares a list or a
   dict with its caller.

   Exact JSON data: a dict with str keys, a list, a str, an int, a float, a bool or None,
   each of exactly that type (no subclass), nested at most `levels` dicts and lists deep;
   no str (key or value) holding a surrogate code point (U+D800..U+DFFF: not Unicode text,
   it has no UTF-8 form); every int and every float within [-bound, bound] (so no NaN and
   no infinity); at most `values` values in all (a scalar, a dict and a list count one
   each, keys none), each reference counted again wherever it is met, so that data sharing
   one list many times over (an alias bomb) costs what its expanded copy would, and stops
   at the limit. Anything else is "not exact", never an error: the caller then makes the
   copy in Python (jsonable), which refuses what is no JSON data, or too much of it, with a
   message naming the path.

   The copy is new dicts and lists; scalars are shared (they are immutable). No Python code
   runs while it is made: only exact built-in types are looked into, keys are compared as
   exact str, and the cyclic garbage collector (whose finalizers are Python code) is held
   off for the call. So the GIL is held throughout, and no other thread can change a dict
   or a list between the check and the copy: the copy is the input at one instant. The
   recursion is at most `levels` deep; the module refuses a `levels` above AGL_MAX_LEVELS. */
#include "exact.h"

#define AGL_MAX_LEVELS 1000
#define AGL_MAX_BOUND 9007199254740991LL /* 2**53 - 1: the largest bound exact as a double */

typedef struct {
    long long bound;
    double fbound;
    Py_ssize_t left; /* values that may still be copied */
} limits;

/* Whether str `s` holds no surrogate code point. Latin-1 strings cannot hold one. */
static int text_ok(PyObject *s) {
#if PY_VERSION_HEX < 0x030C0000
    if (PyUnicode_READY(s) < 0) { /* a legacy string that cannot be read: not exact */
        PyErr_Clear();
        return 0;
    }
#endif
    if (PyUnicode_IS_ASCII(s)) return 1;
    int kind = PyUnicode_KIND(s);
    Py_ssize_t n = PyUnicode_GET_LENGTH(s);
    if (kind == PyUnicode_2BYTE_KIND) {
        const Py_UCS2 *u = PyUnicode_2BYTE_DATA(s);
        for (Py_ssize_t i = 0; i < n; i++)
            if ((u[i] & 0xF800) == 0xD800) return 0;
    } else if (kind == PyUnicode_4BYTE_KIND) {
        const Py_UCS4 *u = PyUnicode_4BYTE_DATA(s);
        for (Py_ssize_t i = 0; i < n; i++)
            if ((u[i] & 0xFFFFF800u) == 0xD800) return 0;
    }
    return 1;
}

/* Whether scalar `v` is exact within the limits; -1: `v` is a dict or a list. */
static int scalar_ok(PyObject *v, const limits *lim) {
    PyTypeObject *type = Py_TYPE(v);
    if (type == &PyUnicode_Type) return text_ok(v);
    if (type == &PyLong_Type) {
        int over = 0;
        long long x = PyLong_AsLongLongAndOverflow(v, &over);
        if (x == -1 && PyErr_Occurred()) { /* not for an exact int; kept safe all the same */
            PyErr_Clear();
            return 0;
        }
        return !over && x >= -lim->bound && x <= lim->bound;
    }
    if (type == &PyFloat_Type) {
        double x = PyFloat_AS_DOUBLE(v);
        return x >= -lim->fbound && x <= lim->fbound; /* NaN: false */
    }
    if (type == &PyBool_Type || v == Py_None) return 1;
    if (type == &PyDict_Type || type == &PyList_Type) return -1;
    return 0;
}

/* The copy of `v` (a new reference); NULL with no exception set where `v` is not exact,
   NULL with one set where memory ran out. */
static PyObject *copy(PyObject *v, int levels, limits *lim) {
    if (lim->left <= 0) return NULL;
    lim->left--;
    int ok = scalar_ok(v, lim);
    if (ok >= 0) return ok ? Py_NewRef(v) : NULL;
    if (levels <= 0) return NULL;
    if (Py_TYPE(v) == &PyList_Type) {
        Py_ssize_t n = PyList_GET_SIZE(v);
        if (n > lim->left) return NULL; /* each item is one value at least */
        PyObject *out = PyList_New(n);
        if (!out) return NULL;
        for (Py_ssize_t i = 0; i < n; i++) {
            PyObject *item = copy(PyList_GET_ITEM(v, i), levels - 1, lim);
            if (!item) {
                Py_DECREF(out);
                return NULL;
            }
            PyList_SET_ITEM(out, i, item);
        }
        return out;
    }
    if (PyDict_GET_SIZE(v) > lim->left) return NULL;
    /* keys and scalars first: every key an exact str (so copying compares none, and runs
       no Python code), every scalar exact and counted */
    Py_ssize_t pos = 0, nested = 0;
    PyObject *key, *item;
    while (PyDict_Next(v, &pos, &key, &item)) {
        if (Py_TYPE(key) != &PyUnicode_Type || !text_ok(key)) return NULL;
        ok = scalar_ok(item, lim);
        if (ok == 0) return NULL;
        if (ok < 0)
            nested++;
        else if (lim->left-- <= 0)
            return NULL;
    }
    PyObject *out = PyDict_Copy(v);
    if (!out || !nested) return out;
    pos = 0; /* then each dict or list in it is replaced by its copy */
    while (PyDict_Next(out, &pos, &key, &item)) {
        if (Py_TYPE(item) != &PyDict_Type && Py_TYPE(item) != &PyList_Type) continue;
        PyObject *inner = copy(item, levels - 1, lim);
        /* a new value of a key the copy holds: allowed while PyDict_Next walks it */
        if (!inner || PyDict_SetItem(out, key, inner) < 0) {
            Py_XDECREF(inner);
            Py_DECREF(out);
            return NULL;
        }
        Py_DECREF(inner);
    }
    return out;
}

PyObject *agl_exact_copy(PyObject *self, PyObject *const *args, Py_ssize_t nargs) {
    (void)self;
    if (nargs != 4) {
        PyErr_Format(PyExc_TypeError, "exact_copy(value, levels, bound, values): expected 4 "
                     "arguments, got %zd", nargs);
        return NULL;
    }
    long levels = PyLong_AsLong(args[1]);
    if (levels == -1 && PyErr_Occurred()) return NULL;
    int over = 0; /* PyLong_AsLongLong takes a slow path for every int on 3.11 */
    long long bound = PyLong_AsLongLongAndOverflow(args[2], &over);
    if (bound == -1 && PyErr_Occurred()) return NULL;
    if (over) bound = -1; /* out of range: refused below */
    Py_ssize_t values = PyLong_AsSsize_t(args[3]);
    if (values == -1 && PyErr_Occurred()) return NULL;
    if (levels < 0 || levels > AGL_MAX_LEVELS || bound < 0 || bound > AGL_MAX_BOUND ||
        values < 0) {
        PyErr_Format(PyExc_ValueError, "exact_copy: levels %ld not in [0, %d], bound %lld "
                     "not in [0, 2**53 - 1] or values %zd below 0", levels, AGL_MAX_LEVELS,
                     bound, values);
        return NULL;
    }
    limits lim = {bound, (double)bound, values};
    int collecting = PyGC_Disable(); /* no collection (no finalizer) while copying */
    PyObject *out = copy(args[0], (int)levels, &lim);
    if (collecting) PyGC_Enable();
    if (out || PyErr_Occurred()) return out;
    Py_RETURN_NONE;
}
