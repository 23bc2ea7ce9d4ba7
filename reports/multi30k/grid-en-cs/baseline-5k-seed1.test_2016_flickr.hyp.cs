Muž v modrém tričku se usmívá, který se na zemi.
Člověk skáče do vzduchu, který je ve vzduchu.
Dívka v červeném oblečení se dívá do vzduchu.
Lidé v červeném tričku, který sedí u stolu, zatímco je v pozadí.
Lidé jsou na pláži, zatímco se dívají.
Muž ve žlutém tričku a džínách sedí u stolu, zatímco se dívá.
Skupina lidí, kteří sedí v restauraci.
Mladý chlapec v červeném tričku, který se dívá do vzduchu, zatímco se na zemi.
Muž dělá trik na kole.
Muž v modrém tričku a bílé košili sedí u stolu.
Jeden muž a muž sedí u stolu, zatímco se dívají.
Muži v červeném triku, který se usmívá do vzduchu.
Žena a žena se usmívá v restauraci.
Muž sedí ve městě, zatímco jsou v restauraci.
Tři muži v uniformách sedí u stolu.
Dívka v modrém tričku si hraje na zemi, zatímco se dívá.
Mladý chlapec, který drží v pozadí.
Žena v modrém tričku a bílé košili sedí na kytaru.
Muž v modrém tričku jede po cestě.
Dva muži, kteří stojí na zemi, zatímco se dívají.
Lidé stojí u stolu a dívají se.
Mladý chlapec si hraje na pláži.
Žena se dívá na kole, který se dívá do vzduchu.
Muž sedí u stolu v restauraci.
Žena, který se usmívá, zatímco se v pozadí.
Žena v modrém tričku a bílé košili sedí u stolu, zatímco se dívá.
Muž sedí u stolu.
Skupina lidí se dívá na kole na kole, aby chytil míč.
Žena v modrém tričku sedí na kole, zatímco jsou v pozadí.
Jeden muž a žena, který se dívá na zemi.
Muži se dívá do vzduchu.
Dvě ženy stojí ve vodě, který sedí na zemi.
Dítě si hraje ve vodě.
Tři muži sedí u stolu, který sedí u stolu, zatímco se dívají.
Několik lidí sedí na ulici, zatímco se dívají.
Muž se dívá na zemi, zatímco se dívá na zemi.
Jeden muž si hraje na pláži, zatímco se dívá.
Mladý chlapec v červeném oblečení, který se dívá na zemi, zatímco se do vzduchu.
Mladá dívka, který se usmívá, zatímco se na zemi.
Muž v modrém tričku sedí u stolu, zatímco se dívá.
Dívka v modrém tričku si hraje na kytaru.
Muž v modrém tričku a bílé košili sedí u stolu.
Lidé v uniformách sedí u stolu.
Dítě se usmívá v parku.
Muž v modrém tričku se dívá do vody.
Dva muži v červeném oblečení, kteří si hrají v pozadí.
Mladý chlapec, který se usmívá.
Starý muž sedí na zemi a dívá se na zemi, zatímco se na zemi.
Muž, který se usmívá, který se na zemi.
Muž v modrém tričku hraje na kytaru.
Lidé, kteří sedí u stolu v restauraci.
Osoba se dívá na kole, který se dívá do vzduchu.
Dva muži sedí u stolu u stolu.
Muž sedí na pláži, zatímco se usmívá.
Žena v modrém tričku, který se usmívá, zatímco si, zatímco se u stolu.
Muž v modrém tričku a bílé košili sedí na kytaru.
Pár lidí si hraje na pláži.
Dva muži v modrém tričku a jeden si hrají v bazénu.
Muž v modrém tričku se usmívá, který se na zemi.
Dva muži v uniformách sedí u stolu a sedí u stolu.
Člověk dělá trik na kole, který jede na skateboardu.
Mladý chlapec si hraje na pláži, zatímco se dívá.
Několik lidí, kteří sedí v restauraci.
Muž a žena sedí na lavičce, zatímco se dívá.
Mladý chlapec a chlapec si hrají na pláži.
Žena v modrém tričku sedí u stolu, zatímco se dívá na zemi.
Černý pes a pes si hrají na pláži.
Žena, který sedí u stolu, zatímco se dívá.
Muž se dívá do vzduchu.
Žena ve žlutém tričku se usmívá, zatímco se.
Člověk ve vzduchu, který skáče do vzduchu.
Dítě sedí na pláži, zatímco se dívá na zemi.
Dva muži a dva muži sedí u stolu.
Žena sedí na ulici, zatímco se usmívá se v pozadí.
Mladá dívka v bazénu běží po cestě.
Několik lidí se připravuje po ulici, zatímco se dívají.
Tři děti v modrém oblečení si hrají v bazénu.
Hnědý pes se usmívá, zatímco se do vody.
Lidé v uniformách sedí u stolu, zatímco sedí u stolu.
Pár, který sedí u stolu, zatímco se dívají.
Dvě děti se připravuje na pláži.
Muž v modrém tričku a bílé košili sedí na hlavě a hraje na kytaru.
Mladý chlapec, který se připravuje na pláži.
Dva muži sedí na zemi, zatímco se dívají.
Muž ve žlutém triku, který je ve vzduchu.
Mladý chlapec se připravuje na skateboardu.
Muž, který se usmívá, který sedí na zemi.
Několik lidí sedí u stolu a sedí u stolu a sedí u stolu.
Mladý muž si hraje na zemi, zatímco se dívá.
Malý chlapec v modrém tričku a džínách si hraje v pozadí.
Žena s brýlemi, který má na kytaru.
Muž v červeném tričku se dívá na zemi, zatímco se dívají.
Dívka si hraje na zemi, zatímco se dívá.
Muž, který se usmívá, zatímco se v pozadí.
Starší muž, který má na zemi a dívá se na zemi.
Dítě v červeném oblečení skáče do vzduchu.
Tři muži ve vodě, kteří jsou v parku.
Žena, který se usmívá, zatímco se v pozadí.
Skupina lidí sedí u stolu v restauraci.
Mladý chlapec v červeném oblečení, který je ve vzduchu.
Mladá žena, který se usmívá, zatímco se na zemi.
Skupina lidí ve vzduchu, který je ve vzduchu.
Žena ve vodě, který skáče do vzduchu, zatímco se dívá.
Muž v modrém tričku, který se dívá do vzduchu.
Skupina lidí v uniformách sedí ve vodě.
Dítě se dívá na kole, který má na zemi.
Muž dělá trik na kole.
Dítě sedí u stolu a sedí u stolu a sedí u stolu.
Hnědý pes skáče do vzduchu, zatímco si hrají ve vzduchu.
Jeden muž, který má na zemi, zatímco se dívá.
Malý chlapec a chlapec si hrají s hračkou po cestě.
Dívka sedí na ulici, zatímco se usmívá.
Hnědý pes si hrají ve vzduchu.
Muž v modrém tričku a modré bundě se usmívá se na kytaru.
Dva muži sedí v restauraci.
Mladý chlapec, který má na zemi a druhý se usmívá se na zemi.
Dva muži pracují na pláži, aby chytil míč.
Lidé, kteří sedí na lavičce a jeden se dívají.
Muž s brýlemi, který je v pozadí.
Dva psi běží po pláži.
Muži se dívá na pláži, aby chytil míč.
Dítě v červeném tričku se dívá do vzduchu.
Muž sedí u stolu a sedí u stolu.
Muž, který se usmívá a si, zatímco si, který se za ním.
Lidé, kteří sedí u stolu v restauraci.
Čtyři děti, kteří si hrají v parku.
Žena v modrém tričku a bílé košili se směje se.
Dva muži sedí na zemi a jeden si hrají v parku.
Starší muž sedí u stolu, zatímco se dívá.
Mladý chlapec, který sedí v restauraci.
Muž v modrém tričku hraje na kytaru, který si hraje na kytaru.
Tři děti si hrají v parku.
Mladý chlapec, který se dívá do vzduchu.
Muž v modrém tričku hraje na kytaru, který si hraje na kytaru.
Dítě v modrém tričku a džínách sedí u stolu.
Člověk v modrém tričku se dívá na kole do vzduchu.
Muž ve žlutém tričku se dívá do vzduchu, zatímco se dívají.
Skupina lidí na kole, který má na kole, který má na kole v pozadí.
Muž se dívá na zemi.
Muž v modrém tričku sedí u stolu.
Několik lidí si hraje na pláži.
Mladá žena, který sedí na zemi a je v pozadí.
Jeden muž, který sedí v pozadí.
Muž v modrém tričku a bílé košili sedí u stolu.
Malý chlapec, který si hraje na pláži, zatímco se dívá.
Pes s brýlemi, který si hraje na zemi, zatímco se dívá.
Muž stojí na kole a dívá se na zemi.
Muž v modrém tričku se dívá do vzduchu.
Mladá dívka v modrém tričku a černých šortkách.
Mladý chlapec v modrém tričku se dívá do vzduchu.
Mladý chlapec, který má na zemi se připravuje na kole.
Muž v modrém tričku se dívá na zemi.
Žena s dlouhými vlasy si hraje na pláži.
Čtyři děti, kteří si hrají v restauraci.
Dva muži na pláži, který je na pláži.
Dívka si hraje na pláži, zatímco se dívá.
Muž v modrém tričku a bílé košili stojí a usmívá se.
Malý chlapec, který si hraje s brýlemi, zatímco se dívá.
Malá dívka se dívá na pláži.
Žena v modrém triku, který se usmívá, zatímco se na zemi.
Malá dívka si hraje na pláži, který si hraje na pláži.
Černý pes a pes si hraje v bazénu.
Dva psi běží po ulici.
Jeden muž v modrém tričku a černých šatech sedí na zemi, zatímco se dívá.
Dva muži v červeném oblečení sedí u stolu v pozadí.
Muž v modrém tričku a bílé košili sedí u stolu, zatímco se dívá.
Hnědý pes skáče do bazénu.
Hnědý pes v bazénu skáče do bazénu.
Velký hnědý pes si hraje na trávě.
Žena a žena sedí u stolu, zatímco se dívá.
Dva muži a jedna žena sedí u stolu.
Skupina lidí sedí u stolu, zatímco se dívají.
Muž skáče do vzduchu a dívá se do vzduchu.
Muž v modrém tričku a bílé košili sedí u stolu.
Mladý chlapec v modrém tričku a chlapec si hraje na kytaru.
Muž, který sedí u stolu, zatímco se dívá na zemi.
Hnědý pes skáče do bazénu.
Dvě ženy v modrém triku, kteří se dívají na zemi.
Muž sedí u stolu, který sedí u stolu, zatímco se dívá.
Mladý chlapec v modrém tričku si hraje v parku.
Muž se dívá na kole, který se dívá do vzduchu.
Muž sedí u stolu, zatímco stojí před budovou.
Mladý chlapec v modrém tričku a bílé košili hraje na kytaru.
Mladý muž v modrém tričku a brýlích sedí na kytaru.
Mladý chlapec si hraje na pláži.
Mladý chlapec, který se usmívá, který se na zemi.
Dva muži si hrají na pláži, zatímco se dívají.
Pět lidí stojí na zemi a dívají se na zemi.
Černý pes a pes si hraje na pláži.
Muž v modrém tričku si hraje na pláži, který se dívá.
Žena, který má na lavičce a usmívá se na ulici.
Muž skáče do vzduchu, který si hraje ve vzduchu.
Dva muži, kteří stojí na kytaru a si hrají na ulici.
Muž dělá trik na kole.
Mladá žena, který má na zemi, zatímco se dívá.
Žena v modrém tričku sedí na ulici.
Hnědý pes si hraje na pláži.
Mladý chlapec v modrém tričku a bílé košili sedí na kytaru.
Skupina lidí sedí u stolu u stolu.
Muž se usmívá, který se na zemi, který se dívá.
Muž skáče do vzduchu u stolu, zatímco se dívá.
Skupina lidí si hraje na pláži.
Pár se dívá na ulici, který se dívá.
Mladá žena a žena v modrém tričku si hraje na pláži.
Dva muži v červeném oblečení, kteří si hrají v pozadí.
Černý pes si hraje v bazénu.
Chlapec dělá trik ve vzduchu.
Pět lidí sedí na zemi, zatímco se dívají.
Člověk v červeném tričku se dívá do vzduchu.
Dva muži sedí na zemi, zatímco se dívají.
Tři muži a dva psi si hrají na pláži.
Bílý pes v červeném oblečení se připravuje na zemi.
Mladý chlapec, který si hraje ve vodě.
Tři děti, kteří si hrají v restauraci.
Tři muži sedí u stolu.
Lidé, kteří si hrají v restauraci.
Několik lidí si hrají ve vodě, který je v pozadí.
Skupina lidí si hrají ve vodě, aby chytil míč.
Dva muži, kteří sedí na zemi, se dívají v pozadí.
Dva muži si hrají na ulici, zatímco se dívají.
Žena v modrém tričku a bílé košili sedí na kytaru.
Dva muži si hrají na zemi, zatímco se dívají.
Pár stojí u stolu, zatímco se dívá na zemi.
Muž v modrém tričku, který je ve vzduchu.
Muž a žena si hraje na pláži.
Žena, který jede na kterém, zatímco se dívá na zemi.
Mladý chlapec a chlapec sedí u stolu.
Mladý chlapec si hraje v bazénu.
Několik lidí sedí u stolu.
Dítě v modrém tričku a brýlích sedí u stolu, zatímco se dívá na zemi.
Muž sedí u stolu, zatímco se dívá na zemi.
Dívka v modrém tričku, který se usmívá, zatímco se do vzduchu.
Pes skáče do bazénu.
Malá dívka, který má na lavičce a usmívá se.
Dva psi si hrají ve vzduchu.
Muž s čepicí a brýlemi, který se dívá na zemi, který se na zemi.
Muž ve žlutém tričku, který je na kole, který se dívá do vzduchu.
Muž v modrém tričku si hraje na kytaru.
Dva psi si hrají ve vodě, zatímco se dívají.
Dva muži si hrají na zemi, zatímco se dívají.
Mladý muž sedí u stolu.
Velký pár se usmívá, zatímco se do vody.
Dvě ženy v bílých šatech sedí u stolu.
Mladý chlapec v modrém tričku, který má na pláži, který je ve vzduchu.
Lidé ve vodě, kteří si hrají ve vzduchu.
Tři muži, kteří jsou v restauraci.
Žena sedí u stolu a drží jídlo.
Mladý muž a muž sedí u stolu, zatímco se dívá.
Dívka v modrém tričku sedí u stolu, zatímco se dívá.
Bílý pes běží po cestě.
Mladý chlapec, který má na kolečkových bruslích ve vzduchu.
Muž, který se usmívá a si a si a si a hraje na zemi.
Několik lidí na pláži, aby chytil míč.
Mladý chlapec, který má na kytaru a hraje na kytaru.
Muž, který má na lavičce a dívá se na ulici.
Muž a žena sedí na zemi a dívá se na zemi.
Dítě se dívá do vzduchu.
Muž se dívá na zemi, který se dívá na zemi.
Mladý chlapec, který má na kole, zatímco se dívá.
Žena v modrém oblečení sedí u stolu v parku.
Muž skáče do vzduchu.
Mladý muž v modrém tričku a bílé košili si hraje na kytaru.
Žena s brýlemi, který je na zemi.
Dva psi si hrají ve vodě, který si hraje s míčem.
Mladý chlapec v červeném tričku jede na skateboardu.
Malý chlapec, který v červeném oblečení sedí v pozadí.
Žena, který se usmívá, zatímco se na zemi.
Čtyři děti si hrají ve vzduchu, který si hrají v pozadí.
Muž ve žlutém tričku a modré bundě se usmívá se.
Muž a žena, který sedí u stolu, zatímco se dívá.
Muž v modrém tričku se dívá na kole do vzduchu.
Mladý chlapec v modrém tričku a chlapec si hraje na kytaru.
Mladý muž se dívá na zemi.
Starý muž a žena v černém tričku si hraje v pozadí.
Malá dívka si hraje na pláži.
Hnědý pes v modrém tričku hraje na kytaru.
Muž a žena si hraje na pláži, který se usmívá.
Skupina lidí sedí u stolu a sedí u stolu, zatímco se dívají.
Mladý chlapec sedí v restauraci.
Malá dívka si hrají ve vzduchu.
Lidé v červeném oblečení sedí u stolu.
Dva muži si hrají na zemi, zatímco se dívá.
Mladý chlapec skáče do vzduchu.
Jeden muž a žena sedí u stolu.
Mladý chlapec, který se dívá na zemi.
Černý pes si hraje na pláži.
Jeden muž si hraje na zemi, zatímco se dívá.
Mladý chlapec a chlapec sedí u stolu, zatímco se dívá.
Tři děti si hrají na pláži.
Muž dělá trik na kole, zatímco se dívá.
Muž dělá trik na kole.
Mladý chlapec, který má na kytaru.
Žena v modrém tričku sedí na ulici.
Muž dělá trik na kole.
Muž ve žlutém triku skáče do vzduchu.
Žena se dívá na zemi.
Dva psi si hrají na pláži.
Dítě v červeném oblečení sedí u stolu.
Dítě v červeném tričku se připravuje na skateboardu.
Skupina lidí si hrají ve vodě, zatímco se dívají.
Mladý muž se dívá na pláži.
Mladý chlapec si hraje na pláži, který skáče do vzduchu.
Dva muži v uniformách, kteří stojí před budovou.
Muž v modrém tričku, který drží míč, zatímco se dívá.
Mladý chlapec, který má na skateboardu, aby chytil míč.
Muž skáče do vzduchu, který se dívá do vzduchu.
Dítě se připravuje na pláži.
Mladý chlapec, který má na kytaru a usmívá se v pozadí.
Dvě děti se dívají na zemi, zatímco se u stolu.
Mladý chlapec v červeném oblečení sedí na kole a dívá se na pláži.
Malá dívka si hraje na pláži, který si hraje na pláži.
Skupina lidí v červeném oblečení sedí na ulici, zatímco se dívají.
Čtyři děti, který si hrají v restauraci.
Hnědý pes skáče do bazénu.
Dva muži v uniformách sedí u stolu.
Mladý chlapec, který se dívá na zemi, zatímco se dívá.
Člověk skáče do bazénu.
Několik lidí sedí ve vodě, zatímco se dívají.
Mladý chlapec si hraje na pláži.
Mladý chlapec v červeném tričku jede na skateboardu.
Mladý chlapec si hraje na pláži.
Dva muži na pláži, kteří hrají na kole na pláži.
Lidé stojí na ulici, zatímco se dívají na zemi.
Mladý chlapec v modrém tričku skáče do vzduchu.
Mladý chlapec v modrém tričku, který se dívá do vzduchu.
Žena v modrém tričku a bílé košili sedí u stolu.
Tři muži, dva muži, kteří stojí u stolu.
Pět lidí sedí na ulici a dívá se na zemi.
Dva muži v červeném oblečení sedí u stolu.
Mladý chlapec v červeném dresu se připravuje na kole.
Mladý chlapec s brýlemi, který má na kytaru.
Muž, který se usmívá a si a si a hrají v pozadí.
Muž, který sedí v restauraci.
Mladý muž, který se usmívá, zatímco si, zatímco se na zemi.
Žena, který se usmívá, zatímco se v pozadí.
Člověk, který se usmívá, který, který, který, který, který má na zemi, zatímco je v pozadí.
Několik lidí se připravuje po cestě.
Dívka v modrém tričku a bílé košili sedí u stolu v pozadí.
Muž se dívá na pláži.
Člověk v červeném jede na kole ve vzduchu.
Osoba se dívá na ulici.
Několik lidí a dětí sedí u stolu a sedí u stolu.
Člověk, který sedí u stolu, který sedí v pozadí.
Černý pes a pes si hraje na pláži.
Žena v modrém tričku, který se usmívá.
Několik lidí se dívá do vzduchu.
Muž v modrém tričku se dívá do vzduchu.
Mladý chlapec, který sedí u stolu, zatímco se dívá.
Lidé, kteří si hrají na zemi, zatímco se dívají.
Tři děti, který si hrají na zemi, zatímco se dívají.
Dvě ženy, jedna žena a dva muži si hrají na zemi.
Tři muži sedí u stolu, zatímco se dívají.
Mladý chlapec, který se dívá na zemi.
Několik lidí v červeném oblečení sedí u stolu v pozadí.
Mladý chlapec si hraje na pláži, který si hraje s míčem.
Malá dívka si hraje na pláži.
Mladý chlapec, který si hrají ve vzduchu.
Dva muži, dva muži, dva muži, dva muži, dva muži, kteří sedí u stolu a dva muži, kteří, jeden dva muži, zatímco stojí u stolu a dva muži, dva muži, zatímco jsou dva muži, jeden se
Žena v modrém tričku a bílé košili si hraje na kytaru.
Mladý chlapec v červeném dresu se připravuje na kole.
Muž sedí u stolu, zatímco se dívá na zemi.
Dva muži v bílé košili a bílé košili sedí na ulici.
Muž s brýlemi, který si hraje na pláži.
Hnědý pes běží ve vzduchu.
Člověk, který se usmívá, zatímco si, který si, který se na zemi.
Skupina lidí si hrají ve vodě, zatímco se dívá.
Skupina lidí si hraje na pláži.
Malá dívka v červeném oblečení sedí u stolu, zatímco se dívá.
Muž s brýlemi, který se dívá do vzduchu.
Dva psi si hrají ve vodě a hrají v bazénu.
Muž ve žlutém tričku se připravuje u stolu.
Žena sedí u stolu a si hraje na lavičce, zatímco se dívá.
Dítě sedí na zemi a si hrají v parku.
Mladá dívka a dívka si hrají v bazénu.
Několik lidí v uniformách sedí u stolu v parku.
Několik lidí, kteří sedí na zemi, zatímco jsou v pozadí.
Mladý chlapec si hrají ve vzduchu.
Mladý chlapec v červeném tričku se dívá do vzduchu.
Žena v modrém tričku se dívá do vzduchu.
Čtyři děti, kteří jsou na zemi, zatímco jsou v pozadí.
Muž hraje na pláži.
Dívka v modrém triku, který má na kytaru.
Dítě se usmívá, který má na zemi, zatímco se dívá.
Muž a žena, který se dívá na zemi a dívá se na zemi.
Jeden muž se dívá v pozadí.
Několik lidí sedí u stolu, zatímco se dívají.
Muž dělá trik ve vzduchu.
Mladý chlapec si hraje v parku.
Dítě se dívá na zemi, zatímco se dívají.
Lidé, kteří sedí u stolu v restauraci.
Dívka si hraje na pláži.
Dva muži se dívají na zemi, zatímco se na zemi.
Dva muži, kteří se dívají na zemi.
Mladý muž a muž sedí u stolu, zatímco se dívá na zemi.
Žena, který si hraje na pláži.
Mladý chlapec, který se usmívá, zatímco se na zemi.
Několik lidí běží po cestě.
Dva muži si hrají ve vzduchu.
Dva psi si hrají na pláži.
Muž v modrém tričku se dívá do vody.
Několik lidí stojí u stolu, zatímco se dívá.
Člověk, který se dívá do vzduchu, který má na zemi, zatímco je v pozadí.
Černý pes v modrém tričku se usmívá v pozadí.
Mladý chlapec, který si hrají ve vzduchu.
Muž a žena sedí na ulici.
Mladý chlapec, který se usmívá, zatímco se na zemi.
Dva muži, kteří se dívají na zemi, zatímco jsou v pozadí.
Dva muži, kteří se dívají na zemi.
Malá dívka se dívá do vzduchu.
Tři muži a dva muži stojí u stolu, zatímco se dívají.
Muž se dívá na pláži, který je ve vzduchu.
Muž v modrém tričku sedí u stolu, zatímco se dívá.
Čtyři děti si hrají na pláži, který si hrají na pláži.
Mladý chlapec, který má na zemi, zatímco se dívá.
Muži v modrém tričku se usmívá.
Pes s brýlemi, který si hraje na zemi, zatímco se dívá.
Mladý chlapec si hraje na pláži.
Pár v červeném tričku, který se usmívá, zatímco si, zatímco se u stolu.
Pět lidí, který sedí na zemi a je na zemi.
Několik lidí sedí ve vodě a jeden si hrají v pozadí.
Člověk se dívá na zemi, zatímco se dívají.
Černý pes běží ve vodě a pes si hraje s psem.
Mladý chlapec v červeném triku hraje v černém triku.
Muž v modrém tričku se usmívá, který si, který se na hlavě.
Mladý chlapec si hraje na kole, zatímco se dívá.
Mladý chlapec, který si hrají ve vodě, který je ve vzduchu.
Dva muži a jedna žena si hrají venku.
Dítě se dívá na zemi a dívá se do vzduchu.
Mladá dívka si hraje na pláži, který si hraje na pláži.
Mladá dívka a dívka sedí na zemi, zatímco se dívá.
Dvě děti si hrají na pláži, který si hrají na pláži.
Mladý chlapec v modrém tričku, který drží míč, zatímco se usmívá.
Mladý chlapec v červeném oblečení hraje v bazénu.
Dítě v modrém tričku a bílé košili sedí u stolu.
Dva muži, který má na lavičce, zatímco se dívají.
Dva muži a dva muži sedí na zemi.
Dva muži sedí u stolu a sedí u stolu.
Mladý chlapec, který má na sobě čepici a drží v pozadí.
Černý pes a pes si hraje v bazénu.
Dva muži sedí na zemi, zatímco se dívají.
Žena skáče do bazénu.
Dva psi si hrají ve vzduchu.
Hnědý pes běží po cestě.
Muž v modrém tričku, který drží míč a usmívá se na zemi.
Malá dívka a dívka si hraje na kytaru.
Muž se dívá na kole, který se dívá do vzduchu.
Dítě se dívá do vzduchu.
Člověk se dívá na kole, který se dívá do vzduchu.
Dva muži a dva muži si hrají na ulici.
Mladý chlapec, který se dívá do vzduchu.
Mladý chlapec v modrém tričku a džínách si hraje venku.
Několik lidí stojí před budovou, který sedí u stolu, zatímco se dívá.
Muž si hraje na trávě.
Dvě ženy, jedna žena a dva muži, jedna žena, jedna žena, kteří se dívají.
Mladý pes si hraje na pláži.
Mladý chlapec v červeném tričku se připravuje na kolečkových bruslích.
Žena s dlouhými vlasy, který si hraje na zemi.
Dva muži, kteří si hrají v pozadí.
Dva muži sedí na lavičce a jeden si hrají ve vodě.
Žena v červeném oblečení sedí u stolu.
Muž se dívá na chodníku.
Skupina lidí sedí u stolu, zatímco se dívají na zemi.
Muž sedí na ulici, který sedí u stolu, zatímco se dívá.
Starší muž, který má na kole, který je v pozadí.
Starší muž v černém tričku se dívá na zemi.
Muž sedí na kole a dívá se na kole, který se na zemi.
Muž si hraje na pláži.
Několik lidí v červeném oblečení sedí u stolu.
Dvě děti, kteří si hrají ve vzduchu.
Mladý chlapec ve vzduchu, který se dívá do vzduchu.
Hnědý pes skáče do bazénu, zatímco si hrají s míčem.
Muž s brýlemi, který má v pozadí se usmívá.
Muž skáče do vzduchu.
Dva muži v uniformách sedí u stolu v restauraci.
Černý pes si hraje s hračkou v bazénu.
Dívka v modrém tričku se usmívá, zatímco se na zemi.
Mladý chlapec, který má na hřišti.
Tři muži v oblecích, kteří sedí u stolu, jeden se dívají.
Hnědý pes si hraje v bazénu.
Mladý chlapec v modrém tričku a chlapec si hraje na kytaru.
Dva psi si hrají ve vzduchu.
Dívka v modrém oblečení sedí u stolu.
Tři muži, kteří sedí u stolu a sedí u stolu.
Dva muži si hrají na pláži, zatímco se dívají.
Tři děti si hrají na pláži, zatímco se dívají.
Dva muži, kteří si hrají na pláži a hrají s míčem.
Muž a žena se usmívá se do vzduchu.
Malá dívka, který se dívá na zemi, zatímco se do vzduchu.
Mladý chlapec jede na kole na kole na skateboardu.
Mladý muž si hraje na pláži, který si hraje na pláži.
Tři muži, kteří stojí na zemi, se dívá na zemi.
Dva muži si hrají ve vzduchu.
Mladý chlapec, který má na skateboardu, aby chytil míč.
Malá dívka v modrém tričku a džínách si hraje na kytaru.
Muž v červeném oblečení skáče do vzduchu.
Žena v bílých šatech si hraje na kytaru.
Čtyři děti si hrají na pláži.
Dva muži, kteří sedí v pozadí.
Dva psi si hrají na pláži.
Žena a žena, který si hrají v pozadí.
Několik lidí, kteří sedí v restauraci.
Dva muži sedí u stolu a sedí u stolu.
Dva muži, kteří se usmívají v pozadí.
Dítě si hraje na pláži, zatímco se dívá.
Muž a žena sedí u stolu, zatímco žena sedí u stolu.
Dvě děti v uniformách si hrají ve vzduchu.
Muž v modrém tričku se usmívá, zatímco si, který si, který si v pozadí.
Dva muži sedí u stolu, zatímco se dívají na zemi.
Několik lidí sedí na ulici ve vodě.
Dva muži, jeden v černém oblečení a jeden si hrají v pozadí.
Mladý muž sedí na ulici.
Skupina lidí na pláži, aby chytil míč.
Mladý chlapec v červeném dresu jede na kole po cestě.
Muž v modrém tričku se usmívá, zatímco si, který se na kytaru.
Několik lidí stojí na ulici.
Dva muži sedí na zemi, zatímco se dívají.
Pes skáče do vzduchu.
Muž dělá trik, který se dívá na zemi.
Žena v modrém tričku hraje na hřišti.
Dívka v modrém tričku se dívá na zemi.
Muž v modrém oblečení sedí u stolu.
Dva muži sedí na ulici, zatímco se dívají.
Několik lidí se dívá do vzduchu.
Skupina mužů v modrém tričku a bílé košili sedí na kole, který se dívá do vzduchu.
Starší muž v modrém tričku se dívá na zemi.
Dva muži, kteří si hrají v restauraci.
Mladý chlapec, který má na kytaru a usmívá se v pozadí.
Mladý chlapec, který je ve vzduchu.
Žena sedí ve vodě, zatímco jsou na pláži.
Muž a žena, který se usmívá se v pozadí.
Žena v modrém tričku se dívá do vzduchu.
Blonďatá žena, který se dívá na zemi, zatímco se z nich se dívá.
Muž ve vzduchu, který se dívá do vzduchu.
Muž v modrém tričku si hraje na pláži, zatímco se dívá.
Starší muž sedí na lavičce, zatímco se usmívá.
Žena v modrém tričku se dívá do vzduchu.
Muž, který má na zemi a dívá se na zemi.
Dva psi si hrají na pláži.
Skupina mužů s brýlemi, který je na pódiu.
Žena v modrém tričku, který se usmívá, zatímco se na zemi.
Mladý chlapec, který se usmívá, zatímco si, který si, zatímco se za ním.
Muž v modrém tričku a bílé košili se usmívá se.
Dva muži sedí na zemi, zatímco se dívají v pozadí.
Dívka v modrém triku skáče do vzduchu.
Muž, který se usmívá, který se do vzduchu.
Muž, který se usmívá, který se v pozadí.
Muž, který se usmívá, zatímco se v pozadí.
Muž v modrém tričku hraje na kytaru.
Několik lidí ve vodě, který skáče do vzduchu.
Muž sedí na ulici a dívá se na zemi.
Člověk se dívá na zemi, zatímco se dívají.
Dva muži ve vzduchu, který se připravuje na zemi.
Dva muži v červeném oblečení si hrají ve vzduchu.
Skupina lidí v uniformách sedí u stolu.
Mladý chlapec si hraje na pláži.
Čtyři děti, kteří sedí v restauraci.
Muž s brýlemi, který jde po ulici v pozadí.
Muž se dívá na kole, aby chytil míč.
Dva muži se dívají na zemi.
Jeden muž v červeném oblečení sedí u stolu, zatímco se dívá.
Mladý chlapec si hraje ve vzduchu.
Mladý chlapec, který se usmívá, který, který, který, zatímco se na zemi.
Muž v modrém tričku se usmívá, zatímco se u stolu.
Dva muži v uniformách sedí u stolu.
Mladá dívka v modrém tričku v bílém tričku.
Muž ve žlutém tričku a džínách sedí na kole, který je na pláži.
Lidé se dívají na pláži, aby chytil míč.
Lidé, kteří jsou na kole, jeden v pozadí.
Lidé, kteří sedí v restauraci.
Osoba se dívá na kole, který se dívá do vzduchu.
Muž v modrém tričku hraje na kytaru.
Pár se dívá do vzduchu, který se dívá do vzduchu.
Jeden muž, který se dívá na zemi a dívá se na zemi.
Žena sedí v restauraci, zatímco stojí v pozadí.
Žena sedí u stolu v restauraci.
Tři muži sedí a dva muži, kteří sedí na zemi a sedí u stolu.
Žena v modrém tričku a bílé košili si hraje na kytaru.
Starý muž sedí u stolu a sedí u stolu, zatímco se dívá.
Bílý pes v bazénu si hraje na pláži.
Dva muži si hrají na zemi, zatímco se dívají.
Dítě, který má na pláži a dívá se na pláži.
Dva muži sedí u stolu u stolu.
Mladý chlapec, který se dívá na kole, který se na zemi.
Mladý chlapec, který si hraje na zemi, zatímco se dívá.
Žena v modrém tričku a bílé košili sedí na kytaru.
Několik lidí v uniformách sedí u stolu, zatímco se dívají.
Mladá žena, který a žena, který je v pozadí.
Muž v modrém tričku a bílé košili sedí u stolu.
Mladá žena skáče do vzduchu.
Starší muž v modrém tričku se připravuje na kole po ulici.
Lidé, kteří sedí u stolu, zatímco se dívají.
Muž a dívka si hraje v bazénu.
Dva muži sedí v restauraci.
Dvě ženy v modrém oblečení si hrají ve vodě.
Několik lidí sedí u stolu u stolu.
Člověk, který sedí v pozadí se dívá do vzduchu a dívá se v pozadí.
Skupina lidí si hrají na pláži.
Malá dívka v modrém tričku si hraje na kole ve vzduchu.
Skupina lidí sedí u stolu a sedí u stolu.
Muž v modrém tričku a bílé košili sedí u stolu.
Hnědý pes s hračkou ve vodě.
Dva muži, který se dívá na zemi, zatímco se dívají.
Žena s brýlemi a žena, který se usmívá se.
Dítě v červeném tričku se usmívá, zatímco si, který si v pozadí.
Žena sedí u stolu, která sedí u stolu v parku.
Tři muži a dva muži sedí na zemi a jeden si a hrají v pozadí.
Žena si hraje na kole ve vodě, který je ve vzduchu.
Žena v modrém tričku si hraje na kytaru.
Dva psi si hrají s hračkou v bazénu.
Muž, který má na lavičce a usmívá se na zemi.
Mladý chlapec, který sedí u stolu v pozadí.
Mladá dívka, který se dívá na zemi.
Několik lidí sedí u stolu v restauraci.
Malá dívka, který sedí v pozadí.
Mladá žena v modrém tričku se usmívá, zatímco si, zatímco se si.
Žena, který sedí u stolu v restauraci.
Dítě se dívá na kole, zatímco se dívá.
Velký dítě, který sedí na zemi, zatímco se dívá.
Velký pár sedí na ulici, zatímco se dívá.
Muž v modrém tričku a bílé košili sedí na kytaru.
Mladý muž se dívá na pláži.
Mladý muž a chlapec sedí u stolu.
Žena s brýlemi, který jde po ulici a usmívá se.
Muž v modrém tričku a bílé košili se usmívá se na chodníku.
Muž s brýlemi, který je v pozadí.
Muž v modrém tričku a bílé košili se usmívá se na kytaru.
Žena, který sedí na zemi a jeden se na zemi.
Muž v modrém tričku se usmívá, který si, který se na zemi.
Žena s brýlemi, který se usmívá, zatímco se na zemi.
Skupina lidí sedí u stolu.
Dítě se dívá do vzduchu, zatímco se dívají.
Skupina lidí v uniformách sedí u stolu a sedí u stolu.
Muž v uniformách sedí u stolu, zatímco se dívá.
Muž ve žlutém tričku a brýlích sedí u stolu.
Dívka v modrém tričku a bílé košili sedí u stolu a usmívá se.
Mladá dívka v modrém tričku si hraje na kytaru.
Dítě v modrém tričku a bílé košili sedí u stolu.
Muž v modrém tričku se usmívá, zatímco se u stolu.
Lidé se připravuje na pláži.
Člověk se dívá do vzduchu, který je ve vzduchu.
Skupina lidí sedí u stolu v restauraci.
Pět lidí na kole, který se usmívá, zatímco je v pozadí.
Mladý chlapec, který sedí u stolu.
Člověk s brýlemi, který má na kole, který drží míč, který drží míč.
Žena v modrém tričku se dívá do vzduchu.
Několik lidí sedí na zemi, zatímco se dívají.
Muž v červeném oblečení sedí na ulici.
Jeden muž, který, který má na zemi a dva muži, zatímco se dívá se na zemi.
Mladý muž a chlapec sedí u stolu.
Muž v modrém tričku a bílé košili sedí na kytaru.
Žena v modrém tričku se dívá na zemi.
Lidé, kteří sedí v restauraci.
Muž se usmívá, který se na zemi.
Několik lidí sedí u stolu a sedí u stolu a dívají se.
Dva muži bojují na kole, zatímco se dívají.
Žena v bílých šatech si hraje na zemi.
Mladý chlapec, který má na zemi, zatímco se dívá.
Muž s brýlemi, který se dívá na zemi, který se na zemi.
Malý chlapec, který si hraje s brýlemi a usmívá se.
Mladý chlapec, který si hraje v parku.
Muž v modrém tričku a bílé košili si hraje venku.
Dva muži, kteří sedí v restauraci.
Žena v modrém tričku a bílé košili si hraje na kytaru.
Skupina lidí sedí u stolu a povídají si.
Muž dělá trik na kole.
Žena v modrém tričku a bílé košili sedí u stolu, zatímco se dívá.
Tři děti si hrají venku a smějí se.
Žena s brýlemi, který jde po ulici.
Muž dělá trik, zatímco se dívá na zemi.
Muž v modrém tričku a bílé košili sedí u stolu, zatímco se dívá.
Muž a žena sedí u stolu.
Mladý chlapec, který má na sobě tričko a usmívá se v pozadí.
Mladý muž si hraje na pláži, zatímco se dívá.
Žena, který se usmívá, zatímco se v pozadí.
Muž se dívá na kole, který se dívá do vzduchu.
Skupina lidí sedí na ulici a jeden si hrají v parku.
Hráč se dívá na kole, který se dívá.
Muž, který se usmívá, který, který se na zemi.
Dvě děti se dívají na pláži.
Lidé, kteří sedí u stolu, zatímco stojí před budovou.
Skupina lidí, který se směje, zatímco se v restauraci.
Muž v modrém tričku a bílé košili sedí u stolu.
Mladý chlapec, který sedí u stolu, zatímco se dívá.
Dva muži v modrém tričku, kteří si hrají s dvěma budovou.
Lidé stojí před budovou v restauraci.
Žena, který se usmívá, který se na zemi.
Muž ve žlutém tričku a brýlích sedí u stolu.
Dva muži v červeném oblečení sedí u stolu a sedí u stolu.
Dva muži, kteří si hrají v restauraci.
Muž a žena sedí na ulici, který sedí v pozadí.
Člověk se dívá na pláži, aby chytil míč.
Několik lidí, kteří sedí na zemi a sedí u stolu, sedí u stolu v pozadí.
Pět lidí sedí na zemi a dívají se na zemi.
Muž v modrém tričku a bílé košili se dívá na zemi, který se na ní.
Člověk skáče do vzduchu.
Starší muž, který má na lavičce, zatímco se usmívá.
Bílý pes v modrém tričku se dívá do vody.
Muž s brýlemi, který má na kytaru.
Dva muži ve vodě, kteří jsou ve vzduchu.
Dva muži, který má na zemi a druhý v pozadí.
Několik lidí v červeném oblečení sedí na kole, zatímco se dívají.
Dvě ženy si hrají ve vodě, zatímco se dívají.
Dva psi si hrají na pláži.
Dítě se dívá na zemi a dívá se.
Černý pes a pes se smějí se.
Několik lidí sedí u stolu, zatímco se dívají.
Dva muži si hrají na pláži.
Jeden muž, který se usmívá, zatímco si, který se na zemi.
Dva muži a dva muži sedí u stolu a sedí u stolu.
Čtyři děti na pláži, který se dívají na zemi.
Žena v modrém tričku a bílé košili a bílé košili.
Žena v modrém tričku, který se dívá do vzduchu.
Mladý chlapec v červeném tričku hraje na kytaru.
Dívka si hraje u stolu, zatímco se dívá.
Skupina mužů s brýlemi, který je v pozadí.
Člověk v červeném oblečení sedí u stolu, zatímco se dívá.
Dítě se dívá na kole, který se dívá na zemi.
Muž skáče do vzduchu, zatímco se dívá do vzduchu.
Mladý muž sedí u stolu.
Dva psi se dívají na zemi.
Žena s brýlemi, který je v pozadí.
Žena v modrém tričku se usmívá, zatímco se na kytaru.
Malý chlapec a chlapec si hraje na pláži.
Skupina lidí sedí u stolu v restauraci.
Člověk v červeném oblečení sedí u stolu, zatímco se dívá.
Starý muž v modrém tričku a bílé košili sedí na kytaru.
Černý pes a pes si hraje v bazénu.
Muž s brýlemi, který jde po ulici.
Muž ve žlutém tričku se dívá do vzduchu.
Muž v modrém tričku a bílé košili sedí u stolu v pozadí.
Dítě se usmívá, zatímco si, zatímco se usmívá.
Hnědý pes běží po cestě ve vzduchu.
Muži se dívá na kole, který se dívá do vzduchu.
Hnědý pes se dívá na zemi, zatímco se z nich se dívá.
Skupina lidí sedí u stolu a sedí u stolu.
Lidé jsou na kole ve vzduchu, který je ve vzduchu.
Velký muž a dítě na pláži a muž si hraje na pláži.
Muž v modrém tričku a bílé košili se dívá na hlavě, který se na zemi.
Mladý muž a muž a muž a muž a žena se smějí se.
Člověk, který má na chodníku a usmívá se na zemi.
Muž v modrém tričku, který drží míč, zatímco se usmívá.
Muž a muž sedí na zemi, zatímco se dívá.
Žena v modrém tričku hraje na kytaru.
Skupina lidí sedí na pláži, aby chytil míč.
Několik lidí si hraje na pláži, zatímco se dívá.
Tři lidé, kteří sedí u stolu, zatímco se dívají.
Několik lidí v červeném oblečení, který je ve vodě.
Žena v modrém triku, který se usmívá, zatímco se na kytaru.
Několik lidí v červeném oblečení sedí na kole, zatímco se dívá.
Lidé, kteří sedí v restauraci.
Muž sedí na ulici a sedí na ulici.
Tři muži v modrém tričku a bílé košili stojí před budovou.
Několik lidí sedí u stolu.
Velký dítě, který se usmívá a si, zatímco si, zatímco si u stolu.
Muži se dívají na zemi a dívají se.
Malá dívka v červeném oblečení, který se dívá do vzduchu.
Lidé, kteří sedí u stolu v restauraci.
Muž s brýlemi, který si hraje na kytaru.
Mladý muž a muž sedí u stolu.
Muž, který má na lavičce, který má brýle a usmívá se v pozadí.
Čtyři děti, kteří si hrají na fotku.
Žena sedí ve vodě, zatímco si hrají ve vodě.
Člověk, který se dívá do vzduchu, který se dívá na zemi.
Jeden muž sedí a dva muži, který sedí v pozadí.
Osoba, který se dívá do vzduchu.
Mladý chlapec, který se dívá na kole, zatímco se dívá.
Skupina lidí sedí u stolu a sedí u stolu.
Skupina lidí v uniformách sedí u stolu v restauraci.
Žena sedí na pláži a si hraje na pláži.
Mladý chlapec v modrém tričku a bílé košili se směje se.
Dva muži sedí na pláži, zatímco se dívají.
Dvě ženy v modrém oblečení sedí u stolu, zatímco se dívá.
Tři lidé, kteří stojí na zemi.
Žena v modrém tričku a brýlích sedí u stolu, zatímco se dívá.
Mladý chlapec, který si hraje u stolu, zatímco se dívá.
Dva muži a jedna žena si hrají venku.
Muž ve žlutém tričku a modré bundě se usmívá se.
Mladý chlapec v červeném tričku hraje na kole.
Dva psi si hrají na pláži.
Malá dívka v modrém tričku si hraje na kytaru.
Starý muž v modrém tričku a bílé košili sedí na ulici.
Dva muži sedí a dva muži, kteří sedí v restauraci.
Mladý muž sedí na lavičce a drží jídlo.
Dítě v modrém tričku a brýlích sedí u stolu a dívá se.
Tři muži sedí u stolu, kteří sedí u stolu a sedí u stolu.
Chlapec v modrém tričku a bílé košili sedí u stolu, zatímco se dívá.
Muž, který sedí v restauraci.
Mladý chlapec, který má na zemi, zatímco se dívá.
Muž se dívá do vzduchu, který se dívá do vzduchu.
Lidé, kteří stojí ve vodě, zatímco se dívají.
Skupina lidí se dívají na zemi.
Dva muži, kteří sedí v restauraci.
Žena v modrém tričku sedí u stolu.
Muž ve žlutém tričku a brýlích sedí na kole, který se dívá na zemi.
Muž v modrém tričku hraje na kytaru.
Mladý chlapec v modrém tričku a bílé košili se směje se.
Dva muži sedí u stolu a sedí u stolu.
Lidé, kteří sedí na zemi a jeden se dívají.
Několik lidí se dívají na zemi.
Muž sedí na ulici, zatímco se dívá do vzduchu.
Muž dělá trik na kole.
Mladý muž, který má u stolu, zatímco se dívá.
Dva muži v uniformách a jeden si sedí u stolu.
Starší muž v černém tričku se připravuje na kole na skateboardu.
Člověk s brýlemi, který je na kole v pozadí.
Mladý chlapec, který stojí na kole, zatímco se dívá.
Dva chlapci, který má na pláži, zatímco je na pláži.
Muž stojí u stolu, zatímco se dívá.
Muž ve žlutém tričku, který se dívá do vzduchu.
Člověk s brýlemi, který se dívá na hlavě, který, který má na zemi, zatímco se dívá.
Muž v modrém tričku a bílé košili sedí na hlavě a usmívá se.
Mladý chlapec a chlapec sedí u stolu, zatímco se dívají.
Několik lidí v modrém tričku a bílé košili sedí v pozadí.
Žena a žena sedí na lavičce a smějí se.
Dvě ženy si hrají ve vodě, zatímco si hrají v bazénu.
Skupina lidí a dětí, kteří sedí v restauraci.
Žena, který má na kytaru a usmívá se na kytaru.
Skupina lidí sedí u stolu a sedí u stolu.
Čtyři lidé na pláži, zatímco se dívají.
Mladý muž v červeném tričku se dívá do vzduchu.
Žena sedí u stolu a sedí na zemi a dívají se na zemi.
Člověk, který se dívá na zemi a se na zemi.
Muž sedí na ulici, zatímco se dívají.
Dva muži, kteří sedí v restauraci.
Několik lidí ve vzduchu, který je ve vzduchu.
Muž a žena v modrém tričku sedí u stolu, zatímco se dívá na zemi.
Dva muži sedí na lavičce a smějí se.
Tři muži v červeném oblečení sedí na zemi, zatímco jsou v pozadí.
Mladý chlapec, který se usmívá, zatímco si, zatímco si, zatímco si si si si si si knihu.
Muž v modrém tričku, který se dívá do objektivu.
Dva muži sedí u stolu.
Mladý chlapec v modrém tričku, který drží míč, zatímco se dívá.
Čtyři lidé, kteří hrají ve vodě.
Mladá dívka v modrém tričku se připravuje na kole.
Skupina lidí, který je ve vzduchu.
Muž a žena, který si hrají ve vodě, zatímco se usmívá.
Mladá dívka sedí na zemi a hrají na pláži.
Dva psi si hrají ve vodě, zatímco se dívají.
Muž s brýlemi, který jede na kole na pláži.
Několik lidí sedí u stolu a sedí u stolu, zatímco se dívají.
Muž v modrém tričku hraje na kytaru.
Mladá dívka, který se dívá na zemi, zatímco se dívá.
Malý chlapec skáče do vzduchu.
Mladá žena, který má na zemi a dívá se na zemi.
Muž v modrém tričku a bílé košili se připravuje na zemi.
Malá dívka, který si hraje v pozadí.
Dítě se dívá na kole, který se dívá do vzduchu.
Několik lidí se dívá na kole na zemi.
Lidé, kteří se smějí, zatímco se v restauraci.
Mladý chlapec, který má na zemi, zatímco se dívá.
Dva psi si hrají na pláži.
Dva muži na pódiu hrají ve vzduchu.
Muž a žena sedí na zemi a dívá se na zemi.
Dívka se usmívá, zatímco si u stolu.
Osoba se dívá na kole, který se dívá do vzduchu.
Muž v modrém tričku se dívá do vzduchu.
Dívka si hraje na pláži.
Muž si hraje na pláži, který si hraje na zemi.
Tři muži sedí v restauraci.
Muž, který jede na zemi, zatímco se dívá.
Dvě ženy v modrém tričku a bílých šatech si hrají na kytaru.
Několik lidí sedí na ulici a jeden se dívá se na zemi.
Dítě se dívá na kterém, zatímco se dívají na zemi.
Mladý chlapec, který v modrém tričku sedí u stolu, zatímco se dívá.
Muži se připravuje na skateboardu na kole, aby chytil míč.
Starý muž se dívá na ulici, zatímco se dívají.
Černý pes se připravuje po ulici.
Žena v modrém tričku, který se dívá do vzduchu.
Žena sedí na ulici, zatímco se usmívá se v pozadí.
Tři muži, kteří, jeden v restauraci.
Dívka hraje v bazénu v bazénu.
Dva muži v modrém tričku a jeden si hrají v pozadí.
Muž skáče do vzduchu.
Muž v modrém tričku a bílé košili se usmívá v pozadí.
Dva psi se dívají na zemi.
Pět lidí na kole, který je v pozadí.
Člověk s brýlemi, který se usmívá, který se na zemi.
Jeden muž se dívá z nich je z nich se dívají.
Muž, který se dívá na ulici.
Žena v modrém tričku se dívá na zemi, zatímco se na zemi.
Dívka v modrém tričku se dívá na kole do vzduchu.
Dva muži a jedna žena, jedna žena, jedna žena, jedna žena, kteří stojí v pozadí.
Dva muži si hrají ve vodě, zatímco se dívají.
Mladý muž a muž si hraje na zemi, zatímco se dívá.
Žena s brýlemi, který jde po ulici, zatímco se usmívá.
Skupina lidí sedí u stolu, zatímco se dívají na zemi.
Dívka, který má na lavičce, zatímco se usmívá.
Malý chlapec a chlapec sedí na zemi, zatímco se dívá.
Dva psi si hrají na pláži a hrají na pláži.
Dívka v modrém tričku a bílé košili sedí u stolu v pozadí.
Dva muži si hrají ve vodě před budovou.
Pět lidí, kteří se dívají v restauraci.
Žena a žena sedí na zemi a dívá se na zemi.
Žena a žena sedí u stolu, zatímco se dívají.
Skupina mužů v uniformách sedí na ulici, zatímco jsou v pozadí.
Muž v červeném triku, který má na kytaru a usmívá se do vzduchu.
Muž skáče do vzduchu.
Dva muži, kteří jsou na zemi, se dívají do vzduchu.
Dítě se dívá na kole, aby chytil míč.
Muž v červeném tričku se dívá na kole, který se dívá na zemi.
Několik lidí na skateboardu ve vzduchu.
Mladý muž sedí na lavičce a dívá se na zemi.
Žena v modrém tričku hraje na kytaru.
Jeden muž se dívá do vzduchu, který je v pozadí.
Člověk, který se dívá na kole, který se dívá na kterém, který se na zemi.
Dva muži v červeném oblečení si hrají na zemi, zatímco se dívá.
Čtyři děti si hrají na pláži.
Mladý chlapec ve vzduchu, který se dívá do vzduchu.
Lidé, kteří sedí v restauraci.
Dva muži a dva muži, jedna žena, kteří sedí u stolu, zatímco se dívají.
Mladý chlapec v červeném tričku, který je v pozadí.
Mladý chlapec, který se usmívá, zatímco se na zemi.
Žena a žena si hrají venku.
Dítě se dívá na zemi, zatímco se dívají.
Tři muži hrají ve vzduchu.
Mladý chlapec, který je v černém tričku a modré košili se usmívá se.
Muž a žena v bílých šatech sedí u stolu.
Muž, který se usmívá, zatímco se, zatímco se na zemi.
Mladý chlapec v modrém tričku, který má na kytaru.
Člověk se dívá, který se na zemi, zatímco se dívá.
Žena ve vodě, který si hraje ve vzduchu.
Dva muži a dva muži sedí u stolu, zatímco se dívají.
Muž v modrém tričku a bílé košili se připravuje na zemi.
Muž, který se usmívá, který se v pozadí.
Žena v modrém tričku si hraje na kytaru.
Dvě děti, kteří si hrají na pláži, zatímco se dívají.
Několik lidí sedí u stolu, zatímco se dívají.
Muž sedí ve vodě, který je ve vzduchu.
Skupina lidí stojí u stolu.
Dva muži ve vzduchu a dva muži, jeden je v pozadí.
Mladý chlapec, který se usmívá, zatímco se v pozadí.
Dva muži ve vzduchu, který má na zemi, zatímco se dívá.
Muž a žena si hraje na pláži.
Mladý chlapec, který sedí u stolu a drží míč.
Dva psi si hrají ve vzduchu.
Dítě v modrém tričku a bílé košili sedí na kytaru.
Žena se dívá na kole, který má na kole ve vzduchu.
Lidé, kteří sedí v restauraci.
Muži se dívá na kole, který se dívá na zemi.
Dva muži a dva muži v černém a jeden si hrají v pozadí.
Muž a žena, který se usmívá v restauraci.
Chlapec, který má na zemi, zatímco se dívá.
Dítě se dívá na zemi, který se dívá do vzduchu.
Mladý chlapec si hrají ve vzduchu, zatímco se dívá.
Dva psi běží po cestě.
Starší muž se usmívá, který se v pozadí.
Skupina mužů běží po ulici, zatímco se dívají.
Dítě si hraje na kole, zatímco se dívá na zemi.
Lidé si hrají v parku.
Muž, který se dívá do vzduchu.
Muž, který se usmívá, který se v pozadí.
Mladý chlapec v modrém tričku se dívá na kole do vzduchu.
Mladý muž sedí u stolu, zatímco se dívá.
Člověk, který, který, který, který, který, který, který, který, který má na zemi, zatímco je v pozadí.
Dva muži ve vodě.
Muž v modrém tričku a bílé košili sedí u stolu.
Dva muži sedí na ulici a jeden si hrají na trávě.
Dítě v červeném oblečení skáče do vzduchu.
Mladý chlapec si hraje na pláži.
Muž v modrém tričku a bílé košili se usmívá v pozadí.
Muž se dívá do vzduchu.
Žena v modrém tričku a bílé košili hraje na kytaru.
Muž skáče do vzduchu.
Muž, který se usmívá, zatímco se na zemi.
Žena si hraje na pláži, zatímco se dívá.
Muži, který se dívá z nich sedí u stolu, zatímco je dva muži, zatímco se dívají.
Dva muži, kteří sedí v restauraci.
Mladý muž s brýlemi, který se dívá do vzduchu.
Dva muži, jeden v černém a jeden si sedí u stolu.
Žena v červeném oblečení si hraje na pláži, zatímco se dívá.
Velký muž si hraje na pláži.
Žena v modrém tričku, který drží míč, zatímco se dívá.
Dva muži, kteří se dívají na zemi.
Dva muži, který sedí na zemi, zatímco se dívají.
Dva muži v červeném oblečení sedí u stolu.
Jeden muž v červeném tričku se dívá do vzduchu.
Mladá žena, který má na zemi, zatímco se dívá.
Žena v modrém tričku a bílé košili se usmívá se na hlavě.
Dítě se dívá na kole, zatímco se dívají.
Několik lidí ve vzduchu, který se dívá do vzduchu.
Mladý chlapec, který se dívá na zemi, zatímco se dívají.
Mladý chlapec v červeném dresu, který je ve vzduchu, který je v pozadí.
Muž, který si hraje na trávě.
Mladý chlapec, který je na kole, aby chytil míč.
Pár se připravuje na kole ve vzduchu.
Pět lidí v červeném oblečení sedí na kole, zatímco se dívá.
Mladý chlapec si hrají ve vzduchu.
Dva muži v modrém tričku sedí u stolu, zatímco se dívají.
Muž ve žlutém tričku se dívá na kole do vzduchu.
Malý chlapec, který má na sobě tričko, zatímco se dívá.
Postarší muž sedí na ulici, zatímco se dívají.
Černý pes si hraje na zemi, zatímco se dívá.
Jeden muž v modrém tričku a brýlích se usmívá se na kytaru.
Muž v modrém tričku a bílé košili sedí u stolu.
Mladý muž se dívá na zemi, zatímco se dívají.
Mladý chlapec, který sedí na ulici, zatímco se dívá.
Žena v modrém tričku se dívá na kole.
Několik lidí si hrají ve vodě, zatímco si hrají ve vodě.
Starší muž si hraje na pláži.
Mladá dívka, který si hraje ve vzduchu.
