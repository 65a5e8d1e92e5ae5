extension SpanishStemmer {
    /// Stems Snowball leaves apart that are one word to a reader, mapped to one of them: the forms of
    /// stem-changing verbs to the infinitive's stem (`compit` → `compet`, so `compite` meets `competir`), the
    /// forms of short verbs whose region is too short to strip (`usa` → `usar`), and plurals that change their
    /// spelling (`luc` → `luz`, `imagen` → `imag`). A stem another common word also has is left out (`cuent`:
    /// *contar* and *cuenta*). The same table is in `engine.js`; a test compares the two.
    public static let aliases: [String: String] = [
        "abre": "abrir", "abren": "abrir", "abri": "abrir", "abriend": "abrir", "adviert": "advert",
        "advirt": "advert", "aprueb": "aprob", "atiend": "atend", "camb": "cambi", "capac": "capaz",
        "caracter": "caract", "cierr": "cerr", "comienz": "comenz", "compit": "compet", "comprueb": "comprob",
        "consig": "consegu", "consigu": "consegu", "conviert": "convert", "convirt": "convert", "corrig": "correg",
        "cruc": "cruz", "cuelg": "colg", "decl": "declar", "demuestr": "demostr", "desplieg": "despleg",
        "devuelv": "devolv", "duerm": "dorm", "durm": "dorm", "eficac": "eficaz", "elig": "eleg", "empiez": "empez",
        "enciend": "encend", "encuentr": "encontr", "entiend": "entend", "envuelv": "envolv", "extiend": "extend",
        "formate": "format", "imagen": "imag", "impid": "imped", "interfac": "interfaz", "inviert": "invert",
        "lapic": "lapiz", "lee": "leer", "leen": "leer", "leid": "leer", "luc": "luz", "margen": "marg",
        "matric": "matriz", "menus": "menu", "mid": "med", "muestr": "mostr", "muev": "mov", "origen": "orig",
        "pid": "ped", "piens": "pens", "pierd": "perd", "prefier": "prefer", "prefir": "prefer", "promuev": "promov",
        "prosig": "prosegu", "prosigu": "prosegu", "prueb": "prob", "pued": "pod", "quier": "quer", "raic": "raiz",
        "recomiend": "recomend", "recuerd": "record", "repit": "repet", "requier": "requer", "requir": "requer",
        "resuelv": "resolv", "resumen": "resum", "rind": "rend", "sig": "segu", "sigu": "segu", "sirv": "serv",
        "suelt": "solt", "sugier": "suger", "sugir": "suger", "usa": "usar", "usab": "usar", "usad": "usar",
        "usam": "usar", "usan": "usar", "vac": "vaci", "vec": "vez", "veloc": "veloz", "voc": "voz",
        "volumen": "volum", "vuelv": "volv",
    ]
}
